import Testing

@testable import StrataTerminalUI

@Suite("TerminalText")
struct TerminalTextTests {
    @Test(
        "every control character from data becomes visible, never a control",
        arguments: [0x00, 0x07, 0x1B, 0x7F, 0x80, 0x9B, 0x9D] as [UInt32]
    )
    func controls(value: UInt32) {
        let hostile = "a" + String(Unicode.Scalar(value)!) + "b"
        #expect(TerminalText.sanitized(hostile) == "a\u{FFFD}b")
    }

    @Test("an escape sequence that would retitle the window or clear the screen is defused")
    func escapeSequences() {
        let clean = TerminalText.sanitized("\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}]8;;http://x\u{1B}\\link")
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test(
        "bidirectional controls and invisible format characters are removed",
        arguments: [
            0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C, 0x00AD,
            0x2060, 0xFEFF,
        ]
            as [UInt32]
    )
    func formatCharacters(value: UInt32) {
        #expect(TerminalText.sanitized("ab" + String(Unicode.Scalar(value)!) + "cd") == "abcd")
    }

    @Test("the joiners emoji and scripts need are kept")
    func joiners() {
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(TerminalText.sanitized(family) == family)
        #expect(TerminalText.sanitized("a\u{200C}b") == "a\u{200C}b")
    }

    @Test("line breaks of every kind become one newline when lines are kept, a space otherwise")
    func lineBreaks() {
        let text = "a\r\nb\rc\u{2028}d\u{2029}e\u{85}f\u{0B}g"
        #expect(TerminalText.sanitizedKeepingLines(text) == "a\nb\nc\nd\ne\nf\ng")
        #expect(TerminalText.sanitized(text) == "a b c d e f g")
    }

    @Test("tabs become spaces and plain text is returned as it is")
    func plain() {
        #expect(TerminalText.sanitized("a\tb") == "a b")
        #expect(TerminalText.sanitized("Ünïcødé 東京 ✓") == "Ünïcødé 東京 ✓")
    }
}
