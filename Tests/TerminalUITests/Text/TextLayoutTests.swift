import Testing

@testable import StrataTerminalUI

@Suite("TextLayout")
struct TextLayoutTests {
    @Test("fit pads short text and cuts long text with an ellipsis, to the exact width")
    func fits() {
        #expect(TextLayout.fit("abc", width: 5) == "abc  ")
        #expect(TextLayout.fit("abcdefgh", width: 5) == "abcd…")
        #expect(TextLayout.width(TextLayout.fit("日本語のテキスト", width: 7)) == 7)
        #expect(TextLayout.fit("anything", width: 0) == "")
    }

    @Test("control characters from data cannot reach the terminal through a fitted line")
    func sanitizes() {
        let fitted = TextLayout.fit("title\u{1B}[2J\u{7}\tend\u{9B}\u{202E}", width: 30)
        #expect(fitted.hasPrefix("title\u{FFFD}[2J\u{FFFD} end\u{FFFD}\u{FFFD}"))
        #expect(!fitted.unicodeScalars.contains { $0.value == 0x202E })
    }

    @Test("wrap breaks at spaces and splits words longer than a line")
    func wraps() {
        #expect(TextLayout.wrap("the quick brown fox", width: 9) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("one\n\ntwo", width: 10) == ["one\u{FFFD}\u{FFFD}two"], "a line feed is shown")
        #expect(TextLayout.wrap("日本語のテキスト", width: 5).allSatisfy { TextLayout.width($0) <= 5 })
    }

    @Test("wide characters take two cells")
    func widths() {
        #expect(TextLayout.width("ab") == 2)
        #expect(TextLayout.width("日本") == 4)
    }

    @Test("a line narrower than a wide character still wraps, a character a line")
    func wideCharacterInANarrowLine() {
        #expect(TextLayout.wrap("日本", width: 1) == ["日", "本"])
        #expect(TextLayout.wrap("a日", width: 1) == ["a", "日"])
    }
}
