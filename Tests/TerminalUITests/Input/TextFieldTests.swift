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
}
