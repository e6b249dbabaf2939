import Testing

@testable import StrataTerminalUI

/// A field scrolls sideways in the status line, so at any width the cursor, and the keys that save or
/// cancel, stay in sight however long the text grows.
@MainActor
@Suite("Typing a long text", .serialized)
struct TypingFieldTests {
    static let longTitle =
        "the quick brown fox jumps over the lazy dog, then the dog wakes up and chases the fox all the way home"

    @Test("a long title keeps its cursor and Enter/Esc on screen", arguments: [(40, 12), (80, 24)])
    func longTitle(columns: Int, rows: Int) async throws {
        let harness = try await TerminalHarness(offline: true)
        harness.geometry = FrameGeometry(columns: columns, rows: rows)
        await harness.press(.character("s"), .enter, .character("t"), .character("n"))

        await harness.type(Self.longTitle)
        let atEnd = harness.frame()
        let statusAtEnd = harness.status()
        await harness.press(.home)

        #expect(statusAtEnd.hasPrefix("New todo: …"), "the start that scrolled away is marked")
        #expect(statusAtEnd.contains("way home█"), "the cursor follows what was typed")
        #expect(atEnd.contains("Enter save · Esc cancel"))
        #expect(harness.status().hasPrefix("New todo: █the quick"))
        #expect(harness.status().contains("…"), "the end that does not fit is marked")
        #expect(harness.frame().split(separator: "\n").allSatisfy { TextLayout.width(String($0)) <= columns })
    }

    @Test("a refused title keeps the reason and the cursor on one line at 40 columns")
    func refusedAtNarrowWidth() async throws {
        let harness = try await TerminalHarness(offline: true)
        harness.geometry = FrameGeometry(columns: 40, rows: 12)
        await harness.press(.character("s"), .enter, .character("t"), .character("n"))
        await harness.type(String(repeating: "y", count: 201))
        await harness.press(.enter)

        let status = harness.status()
        #expect(status.hasPrefix("✗ A todo title"))
        #expect(status.contains("yy█"))
    }
}
