import Testing

@testable import StrataTerminalUI

/// Golden text: the same screens drawn at 20×6, 40×12, 80×24 and 120×40.
@Suite("FrameRenderer")
struct FrameRendererTests {
    private let signedIn = "Leanne Graham (@Bret)"

    @Test("at 20×6 the rules give way, the selected row's title shows, and ? help stays")
    func smallest() {
        let frame = FrameRendering.text(
            FrameRendering.model(FrameRendering.postsList, columns: 20, rows: 6, selection: 1, position: "2/3"))
        #expect(
            frame == """
                 Strata │ Posts
                     Quia et suscip…
                 › Qui est esse
                     Est rerum temp…
                                2/3
                Enter open · ? help
                """)
    }

    @Test("at 40×12 the breadcrumb gives way before the user label, and ? help stays")
    func small() {
        let model = FrameRendering.model(
            FrameRendering.postsList, columns: 40, rows: 12, breadcrumb: ["Posts", "Sunt aut facere", "Leanne Graham"],
            signedInAs: signedIn, status: "Offline — as of 2026-11-30 11:02", position: "1/3")
        #expect(
            FrameRendering.text(model) == """
                 Leanne Graham as Leanne Graham (@Bret)
                ────────────────────────────────────────
                 Posts 1–3 of 100
                 › Sunt aut facere repellat provident o…
                     Quia et suscipit
                   Qui est esse
                     Est rerum tempore vitae
                   Ea molestias quasi exercitationem
                     Et iusto sed quo iure
                ────────────────────────────────────────
                Offline — as of 2026-11-30 11:02    1/3
                Enter open · / search · ? help
                """)
    }

    @Test("at 80×24 everything shows whole")
    func standard() {
        let model = FrameRendering.model(
            FrameRendering.postsList, columns: 80, rows: 24, signedInAs: signedIn, position: "1/3")
        let frame = FrameRendering.text(model)
        let header = frame.split(separator: "\n")[0]
        #expect(header.hasPrefix(" Strata │ Posts "))
        #expect(header.hasSuffix(" signed in as Leanne Graham (@Bret)"))
        #expect(frame.contains(" › Sunt aut facere repellat provident occaecati excepturi\n     Quia et suscipit"))
        #expect(frame.contains(" More on page 2"))
        #expect(frame.hasSuffix(String(repeating: " ", count: 75) + "1/3\nEnter open · / search · ? help"))
        #expect(frame.split(separator: "\n", omittingEmptySubsequences: false).count == 24)
    }

    @Test("at 120×40 the body has room to spare and the frame still fills the grid")
    func large() {
        let lines = FrameRenderer().render(
            FrameRendering.model(FrameRendering.postsList, columns: 120, rows: 40, signedInAs: signedIn))
        #expect(lines.count == 40)
        #expect(lines.allSatisfy { TextLayout.width($0.text) == 120 })
        #expect(lines[0].text.hasPrefix(" Strata │ Posts "))
        #expect(lines[39].text.hasPrefix("Enter open · / search · ? help"))
    }

    @Test("every size from 20×6 to 120×40 fills its grid exactly and always offers ? help")
    func everySize() {
        for columns in stride(from: 20, through: 120, by: 7) {
            for rows in stride(from: 6, through: 40, by: 5) {
                let lines = FrameRenderer().render(
                    FrameRendering.model(
                        FrameRendering.postsList, columns: columns, rows: rows,
                        breadcrumb: ["Posts", "A rather long post title that goes on", "Clementina DuBuque"],
                        signedInAs: signedIn,
                        hints: [
                            .init(keys: "n", action: "new"), .init(keys: "space", action: "toggle"),
                            .init(keys: "e", action: "rename"),
                        ]))
                #expect(lines.count == rows)
                #expect(lines.allSatisfy { TextLayout.width($0.text) == columns })
                #expect(lines[rows - 1].text.contains("? help"), "\(columns)×\(rows)")
                #expect(lines[0].text.contains("Clementina") || lines[0].text.contains("…"), "\(columns)×\(rows)")
            }
        }
    }

    @Test("a failure shows its message and how to retry")
    func failure() {
        let content = ScreenContent(
            status: .failed(.init(message: "GET /posts answered 503 Service Unavailable", isRetryable: true)))
        let frame = FrameRendering.text(FrameRendering.model(content, columns: 48, rows: 10, selection: nil))
        #expect(frame.contains(" Error: GET /posts answered 503 Service\n Unavailable\n Press r to retry."))
    }

    @Test("long lines of text wrap instead of being cut")
    func wraps() {
        let content = ScreenContent(lines: ["A post title long enough to need two lines at this width"])
        let frame = FrameRendering.text(FrameRendering.model(content, columns: 30, rows: 10, selection: nil))
        #expect(frame.contains(" A post title long enough to\n need two lines at this width"))
        #expect(!frame.contains("…"))
    }
}
