import StrataPresentation
import Testing

@testable import StrataTerminalUI

/// Even at 200 columns the posts screen never offered u, t or s; an error screen offered keys that did
/// nothing there and said its message twice.
@MainActor
@Suite("Key hints", .serialized)
struct KeyHintsTests {
    private func hints(_ harness: TerminalHarness) -> String {
        String(harness.frame().split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    }

    @Test("the global keys show when they fit, and the least important go first as the width shrinks")
    func globalKeysByWidth() async throws {
        let harness = try await TerminalHarness(offline: true)
        var shown: [Int: String] = [:]
        for columns in [120, 80, 40] {
            harness.geometry = FrameGeometry(columns: columns, rows: 24)
            shown[columns] = hints(harness)
        }

        #expect(shown[120] == "Enter open · / search · r refresh · u users · t my todos · s sign in · q quit · ? help")
        #expect(shown[80] == "Enter open · / search · r refresh · u users · t my todos · s sign in · ? help")
        #expect(shown[40]?.hasPrefix("Enter open") == true)
        #expect(shown[40]?.hasSuffix("? help") == true)
    }

    @Test("Esc back is offered only where there is a screen to go back to")
    func backOnlyWhereItGoes() async throws {
        let harness = try await TerminalHarness(offline: true)
        harness.geometry = FrameGeometry(columns: 120, rows: 24)
        let first = hints(harness)
        await harness.press(.enter)
        let details = hints(harness)

        #expect(!first.contains("Esc back"))
        #expect(details.contains("Esc back"))
    }

    @Test("a screen that failed offers retry and back, none of its own keys, and says its message once")
    func errorScreen() async throws {
        let harness = try await TerminalHarness(route: .users(.profile(userID: 99)), offline: true)
        harness.geometry = FrameGeometry(columns: 120, rows: 24)
        let frame = harness.frame()
        await harness.press(.character("?"))
        let help = harness.frame()

        #expect(hints(harness).isEmpty == false)
        #expect(frame.components(separatedBy: "no copy of it is stored").count == 2, "once:\n\(frame)")
        #expect(
            frame.hasSuffix(
                "r retry · Esc back · / search · u users · t my todos · s sign in · p posts · q quit · ? help"))
        #expect(!frame.contains("open posts or todos"))
        #expect(!help.contains("open posts or todos"))
        #expect(help.contains("User 99:") && help.contains("retry"))
    }
}
