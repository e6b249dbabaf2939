import Testing

@testable import StrataTerminalUI

@Suite("TextField")
struct TextFieldTests {
    private func typed(_ start: String, _ keys: [Key]) -> TextField {
        var field = TextField(start)
        for key in keys { _ = field.apply(key) }
        return field
    }

    @Test("characters go in at the cursor, which starts at the end")
    func inserts() {
        let field = typed("sunt", [.character(" "), .character("a"), .left, .left, .character("X")])
        #expect(field.text == "suntX a")
        #expect(field.withCursor == "suntX█ a")
    }

    @Test("Ctrl-A and Ctrl-E jump to the start and the end")
    func jumps() {
        #expect(typed("query", [.control("a"), .character(">")]).text == ">query")
        #expect(typed("query", [.control("a"), .control("e"), .character("!")]).text == "query!")
    }

    @Test("Ctrl-W erases the word before the cursor, with the spaces after it")
    func erasesWord() {
        #expect(typed("sunt aut facere  ", [.control("w")]).text == "sunt aut ")
        #expect(typed("sunt aut facere", [.control("w"), .control("w")]).text == "sunt ")
        #expect(typed("", [.control("w")]).text == "")
    }

    @Test("Ctrl-U erases everything before the cursor")
    func erasesLine() {
        #expect(typed("sunt aut", [.control("u")]).text == "")
        #expect(typed("sunt aut", [.left, .left, .left, .control("u")]).text == "aut")
    }

    @Test("Backspace and Delete erase one character on either side")
    func erasesCharacters() {
        #expect(typed("abc", [.backspace]).text == "ab")
        #expect(typed("abc", [.left, .delete]).text == "ab")
        #expect(typed("abc", [.control("a"), .backspace, .delete]).text == "bc")
    }

    @Test("keys that do not edit are refused, so the caller can use them")
    func refuses() {
        var field = TextField("x")
        let enter = field.apply(.enter)
        let up = field.apply(.up)
        #expect(!enter && !up)
        #expect(field.text == "x")
    }

    @Test(
        "a character that joins the one before it, typed on its own, never moves the cursor past the text",
        arguments: [
            ["e", "\u{301}"], ["🇫", "🇷"], ["👍", "\u{1F3FD}"], ["\u{301}", "\u{301}", "a"],
        ] as [[Character]]
    )
    func joiningCharacters(_ characters: [Character]) {
        var field = TextField()
        for character in characters {
            _ = field.apply(.character(character))
            #expect(field.cursor <= field.text.count)
            #expect(field.withCursor.hasSuffix("█"))
        }
        _ = field.apply(.left)
        _ = field.apply(.character("x"))
        _ = field.apply(.delete)
        _ = field.apply(.backspace)
        _ = field.apply(.control("w"))
        #expect(field.cursor <= field.text.count)
    }

    @Test("typing a joining mark between two characters keeps every edit in range")
    func joiningInTheMiddle() {
        var field = TextField("ab")
        _ = field.apply(.left)
        _ = field.apply(.character("\u{301}"))
        #expect(field.text == "a\u{301}b")
        #expect(field.withCursor == "a\u{301}█b")
        _ = field.apply(.backspace)
        #expect(field.text == "b")
    }
}

/// The field's text as the status line shows it in a fixed number of cells.
@Suite("TextField window")
struct TextFieldWindowTests {
    @Test(
        "a text wider than its cells shows the part around the cursor, each cut side marked",
        arguments: [
            ("abc", 0, 10, "abc█"),
            ("abcdefghij", 10, 9, "█abcdefg…"),
            ("abcdefghij", 0, 9, "…defghij█"),
            ("abcdefghij", 3, 7, "…defg█…"),
            ("漢字漢字漢字", 0, 6, "…漢字█"),
        ] as [(String, Int, Int, String)])
    func window(text: String, leftPresses: Int, width: Int, expected: String) {
        var field = TextField(text)
        for _ in 0..<leftPresses { _ = field.apply(.left) }

        #expect(field.visible(width: width) == expected)
        #expect(TextLayout.width(field.visible(width: width)) <= width)
    }
}
