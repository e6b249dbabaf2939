import Testing

@testable import StrataTerminalUI

/// What a row or the status line says about state is never the part that is cut away.
@MainActor
@Suite("State that truncation never hides", .serialized)
struct RowStateTests {
    @Test("a long pending todo keeps its ↑ pending badge at 40 columns, its title cut with …")
    func pendingBadgeStays() async throws {
        let harness = try await TerminalHarness(offline: true)
        harness.geometry = FrameGeometry(columns: 40, rows: 12)
        await harness.press(.character("s"), .enter, .character("t"), .character("n"))
        await harness.type("a title far too long to fit in forty columns")
        await harness.press(.enter, .character("G"))

        let row = harness.frame().split(separator: "\n").first { $0.hasPrefix(" › ") }.map(String.init) ?? ""
        #expect(row.hasPrefix(" › [ ] a title far too long"), "\(row)")
        #expect(row.hasSuffix("…  ↑ pending"), "\(row)")
    }

    @Test("a badge too long for the row shows short there and whole, wrapped, under it")
    func longBadgeWholeBelow() {
        var row = ScreenContent.Row(text: "[ ] buy milk", id: 1)
        row.badge = ScreenContent.Badge(
            text: "✗ rejected by the server: the title must not repeat another todo's title", short: "✗ rejected")
        var content = ScreenContent(rows: [row])
        content.rowsAreItems = true

        let frame = FrameRendering.text(FrameRendering.model(content, columns: 40, rows: 12))

        #expect(frame.contains(" › [ ] buy milk  ✗ rejected\n"))
        #expect(frame.contains("     ✗ rejected by the server: the title\n"))
        #expect(frame.contains("     must not repeat another todo's\n     title\n"))
        #expect(!frame.contains("…"))
    }

    @Test("m shows the status line's message whole when the line had to cut it")
    func readsTheWholeMessage() async throws {
        let harness = try await TerminalHarness(route: .users(.todos(userID: 9)))
        harness.geometry = FrameGeometry(columns: 40, rows: 12)

        await harness.press(.character("n"))
        let cut = harness.frame()
        await harness.press(.character("m"))
        let reading = harness.frame()
        await harness.press(.character("x"))

        #expect(cut.contains("…") && cut.contains("m more"))
        #expect(reading.contains("These are Glenna Reichert's todos,"))
        #expect(reading.contains("read-only — press t for yours"))
        #expect(!harness.frame().contains("read-only — press t for yours"), "any key closes it")
    }
}
