import StrataPresentation
import Testing

@testable import StrataTerminalUI

/// At 40×12 help showed its first 7 lines and any key closed it, so the rest could not be read.
@MainActor
@Suite("Help scrolls", .serialized)
struct HelpScrollingTests {
    private func smallHarness() async throws -> TerminalHarness {
        let harness = try await TerminalHarness(offline: true)
        harness.geometry = FrameGeometry(columns: 40, rows: 12)
        return harness
    }

    @Test("j, the wheel and PgDn scroll help and say where it is; G reaches its last line")
    func scrolls() async throws {
        let harness = try await smallHarness()
        await harness.press(.character("?"))
        let top = harness.status()
        await harness.press(.character("j"), .wheelDown)
        let scrolled = harness.status()
        await harness.press(.pageDown)
        let paged = harness.status()
        await harness.press(.character("G"))
        let bottom = harness.frame()

        #expect(top.hasSuffix("1–7 of 29"), "\(top)")
        #expect(scrolled.hasSuffix("3–9 of 29"), "\(scrolled)")
        #expect(paged.hasSuffix("9–15 of 29"), "\(paged)")
        #expect(bottom.contains("quit"), "\(bottom)")
        #expect(bottom.contains("23–29 of 29"), "\(bottom)")
    }

    @Test(
        "Esc, q and ? close help; other keys leave it open",
        arguments: [Key.escape, .character("q"), .character("?")]
    )
    func closes(key: Key) async throws {
        let harness = try await smallHarness()
        await harness.press(.character("?"), .character("x"), .enter)
        let stillOpen = harness.frame()
        await harness.press(key)

        #expect(stillOpen.contains("Everywhere:"))
        #expect(!harness.frame().contains("Everywhere:"))
        #expect(harness.frame().contains("Posts 1–10 of 100"))
        #expect(!harness.controller.shouldQuit)
    }
}
