import StrataPresentation
import Testing

@testable import StrataTerminalUI

/// A paste goes into the field being typed as text, made one line; anywhere else it does nothing. A
/// wheel notch scrolls like ↑/↓ and never answers a question.
@MainActor
@Suite("Paste and the wheel", .serialized)
struct PasteAndWheelTests {
    @Test("a paste in the search field is text: its newline, Esc and Ctrl-C are never keys")
    func pasteIntoField() async throws {
        let harness = try await TerminalHarness(offline: true)
        await harness.press(.character("/"), .paste("magnam\nq\u{1B}[A\u{3}x\n"))

        #expect(harness.title == "Search")
        #expect(!harness.controller.shouldQuit)
        #expect(harness.status().hasPrefix("Search: magnam q�[A�x█"), "\(harness.status())")
    }

    @Test("a paste outside a field does nothing: no key of it runs, a question stays asked")
    func pasteOutsideField() async throws {
        let harness = try await TerminalHarness(offline: true)
        await harness.press(.paste("jjq/?"))
        let afterPaste = harness.frame()
        await harness.press(.character("s"), .enter, .character("s"), .paste("y"))

        #expect(harness.title != "Search")
        #expect(!harness.controller.shouldQuit)
        #expect(afterPaste.contains(" › Sunt aut facere"), "the selection did not move")
        #expect(harness.status().hasPrefix("Sign out of Leanne Graham? y/n"), "\(harness.status())")
    }

    @Test("the wheel moves through a list as ↓ and ↑ do, and leaves a question asked")
    func wheel() async throws {
        let harness = try await TerminalHarness(offline: true)
        await harness.press(.wheelDown, .wheelDown)
        let moved = harness.status()
        await harness.press(.wheelUp)
        let back = harness.status()
        await harness.press(.character("s"), .enter, .character("s"), .wheelDown)

        #expect(moved.hasSuffix("3/100"))
        #expect(back.hasSuffix("2/100"))
        #expect(harness.status().hasPrefix("Sign out of Leanne Graham? y/n"))
    }
}

@Suite("A paste made one line")
struct PastedLineTests {
    @Test(
        "line breaks of every convention become spaces; other controls are shown, never acted on",
        arguments: [
            ("magnam\rq", "magnam q"),
            ("a\r\nb\nc\n", "a b c"),
            ("tab\there", "tab here"),
            ("bell\u{7}\u{1B}[31m", "bell��[31m"),
            ("one", "one"),
        ]
    )
    func oneLine(pasted: String, line: String) {
        #expect(TextField.oneLine(pasted) == line)
    }
}
