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
        await harness.press(.enter)
        // The list shows the new todo once its save has been read back; then G selects it.
        let end = ContinuousClock.now + .seconds(30)
        var row = ""
        while !row.contains("a title far"), ContinuousClock.now < end {
            await harness.press(.character("G"))
            row = harness.frame().split(separator: "\n").first { $0.hasPrefix(" › ") }.map(String.init) ?? ""
        }
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

/// The whole message scrolls when the window is too short for it.
@MainActor
@Suite("Reading a long message in a short window", .serialized)
struct LongMessageTests {
    @Test("m in a window too short for the message: it scrolls to its end, says where, and x closes it")
    func scrollsTheWholeMessage() async throws {
        let harness = try await TerminalHarness(route: .users(.todos(userID: 9)))
        harness.geometry = FrameGeometry(columns: 40, rows: 7)

        await harness.press(.character("n"), .character("m"))
        let top = harness.frame()
        await harness.press(.character("G"))
        let end = harness.frame()
        await harness.press(.character("k"))
        let stillReading = harness.frame()
        await harness.press(.character("x"))

        #expect(top.contains("These are Glenna Reichert's todos,"), "\(top)")
        #expect(top.contains("1–"), "the position shows: \(top)")
        #expect(!top.contains("closes this."), "the end is below: \(top)")
        #expect(end.contains("closes this."), "G reaches the end: \(end)")
        #expect(!end.contains("These are Glenna"), "\(end)")
        #expect(stillReading.contains("The whole message"), "a scrolling key keeps it open: \(stillReading)")
        #expect(stillReading.contains("any key close · j/k scroll") && !stillReading.contains("? help"))
        #expect(!harness.frame().contains("closes this."), "any other key closes it")
    }
}

/// Small terminals and the session key.
@MainActor
@Suite("Window size and sign-out", .serialized)
struct WindowAndSessionTests {
    @Test("below 20×6 the frame says the window is too small, in the cells it has", arguments: [(15, 5), (30, 4)])
    func tooSmall(columns: Int, rows: Int) async throws {
        let harness = try await TerminalHarness()
        harness.geometry = FrameGeometry(columns: columns, rows: rows)

        let lines = harness.frame().split(separator: "\n", omittingEmptySubsequences: false)

        #expect(lines.joined(separator: " ").contains("Window too"))
        #expect(!lines.joined().contains("Strata │"))
        #expect(lines.count == rows)
        #expect(lines.allSatisfy { TextLayout.width(String($0)) <= columns })
    }

    @Test("s asks before signing out; any answer but y keeps the session")
    func signOutAsks() async throws {
        let harness = try await TerminalHarness()
        await harness.press(.character("s"), .enter)

        await harness.press(.character("s"))
        let question = harness.status()
        await harness.press(.character("n"))
        let kept = harness.frame()
        await harness.press(.character("s"), .character("y"))

        #expect(question.hasPrefix("Sign out of Leanne Graham? y/n"))
        #expect(kept.contains("signed in as Leanne Graham"))
        #expect(harness.status().hasPrefix("Signed out of Leanne Graham"))
    }
}

/// Sync states drawn in colour, and only where colour is wanted.
@MainActor
@Suite("Sync state colours in a frame")
struct SyncColorFrameTests {
    private func frame(pending: Bool) -> [StyledLine] {
        var row = ScreenContent.Row(text: "[ ] buy milk", id: 1)
        row.badge =
            pending
            ? ScreenContent.Badge(text: "↑ pending", short: "↑ pending")
            : ScreenContent.Badge(text: "✗ rejected by the server: no", short: "✗ rejected", isProblem: true)
        var content = ScreenContent(rows: [row])
        content.rowsAreItems = true
        return FrameRenderer().render(FrameRendering.model(content, columns: 60, rows: 12, selection: nil))
    }

    @Test("pending is yellow and refused is red, only the badge, and nothing with colour off")
    func colours() {
        let pending = ANSIFrameWriter(usesColor: true).draw(frame(pending: true))
        let refused = ANSIFrameWriter(usesColor: true).draw(frame(pending: false))
        let plain = ANSIFrameWriter(usesColor: false).draw(frame(pending: true))

        #expect(pending.contains("   [ ] buy milk  \u{1B}[33m↑ pending\u{1B}[0m"))
        #expect(refused.contains("   [ ] buy milk  \u{1B}[31m✗ rejected\u{1B}[0m"))
        #expect(refused.contains("\u{1B}[31m     ✗ rejected by the server: no"), "the whole badge below, red too")
        #expect(!plain.contains("\u{1B}[33m") && !plain.contains("\u{1B}[31m"))
    }
}
