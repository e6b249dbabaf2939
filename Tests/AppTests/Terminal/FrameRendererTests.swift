import StrataPresentation
import Testing

@testable import StrataApp

/// Golden text: each layout drawn to a small fixed grid.
@Suite("FrameRenderer")
struct FrameRendererTests {
    private func render(
        _ content: ScreenContent,
        selection: Int? = 0,
        status: StyledLine = StyledLine(text: ""),
        breadcrumb: [String] = ["Posts"],
        signedInAs: String? = nil,
        columns: Int = 48,
        rows: Int = 12
    ) -> String {
        let model = FrameModel(
            columns: columns,
            rows: rows,
            breadcrumb: breadcrumb,
            signedInAs: signedInAs,
            content: content,
            selection: selection,
            overlay: nil,
            statusLine: status,
            hints: "↑↓ move · Enter open · q quit"
        )
        let lines = FrameRenderer().render(model)
        #expect(lines.count == rows)
        #expect(lines.allSatisfy { TextLayout.width($0.text) == columns })
        return lines.map { String($0.text.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
    }

    @Test("a list shows the selected row marked, with details under each row")
    func list() {
        let content = ScreenContent(
            lines: ["2 posts"],
            rows: [
                .init(text: "#1 Sunt aut facere repellat provident occaecati excepturi", detail: ["Quia et suscipit"]),
                .init(text: "#2 Qui est esse", detail: ["Est rerum tempore vitae"]),
            ],
            trailer: ["More on page 2"]
        )

        #expect(
            render(content, selection: 1, signedInAs: "Bret")
                == """
                 Strata │ Posts               signed in as Bret
                ────────────────────────────────────────────────
                 2 posts
                   #1 Sunt aut facere repellat provident occaec…
                     Quia et suscipit
                 › #2 Qui est esse
                     Est rerum tempore vitae
                 More on page 2

                ────────────────────────────────────────────────

                ↑↓ move · Enter open · q quit
                """
        )
    }

    @Test("a failure shows its message and how to retry")
    func failure() {
        let content = ScreenContent(status: .failed(ErrorViewModel(message: "Server returned 503", isRetryable: true)))

        #expect(
            render(
                content, selection: nil,
                status: StyledLine(text: "Server returned 503 — press r to retry", style: .error),
                rows: 8)
                    == """
                     Strata │ Posts                   not signed in
                    ────────────────────────────────────────────────
                     Error: Server returned 503
                     Press r to retry.

                    ────────────────────────────────────────────────
                    Server returned 503 — press r to retry
                    ↑↓ move · Enter open · q quit
                    """
        )
    }

    @Test("the body scrolls to keep a selection far down the list in view")
    func scrolls() {
        let rows = (1...20).map { ScreenContent.Row(text: "row \($0)") }

        let frame = render(ScreenContent(rows: rows), selection: 15, rows: 9)

        #expect(frame.contains(" › row 16"))
        #expect(!frame.contains("row 1\n"))
    }

    @Test("a long breadcrumb shortens the crumbs before the last")
    func breadcrumb() {
        let frame = render(
            ScreenContent(status: .loading),
            breadcrumb: ["Posts", "Sunt aut facere repellat provident", "Leanne Graham"],
            columns: 72,
            rows: 7
        )

        #expect(frame.hasPrefix(" Strata │ Posts › Sunt aut facere r… › Leanne Graham      not signed in"))
        #expect(frame.contains(" Loading…"))
    }
}
