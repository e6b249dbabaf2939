import Testing

@testable import StrataTerminalUI

@Suite("KeyDecoder")
struct KeyDecoderTests {
    @Test(
        "bytes from a terminal decode to keys",
        arguments: [
            ([0x1B, 0x5B, 0x41], [Key.up]),
            ([0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x42], [.down, .down]),
            ([0x1B, 0x4F, 0x41], [.up]),
            ([0x1B, 0x5B, 0x35, 0x7E, 0x1B, 0x5B, 0x36, 0x7E], [.pageUp, .pageDown]),
            ([0x1B, 0x5B, 0x48, 0x1B, 0x5B, 0x46], [.home, .end]),
            ([0x1B], [.escape]),
            ([0x1B, 0x1B], [.escape, .escape]),
            ([0x0D, 0x7F, 0x03, 0x09], [.enter, .backspace, .interrupt, .tab]),
            (
                [0x01, 0x05, 0x15, 0x17, 0x04],
                [.control("a"), .control("e"), .control("u"), .control("w"), .control("d")]
            ),
            ([0x6A, 0x2F, 0x20], [.character("j"), .character("/"), .character(" ")]),
            ([0xC3, 0xA9, 0xE2, 0x82, 0xAC], [.character("é"), .character("€")]),
            ([0x1B, 0x5B, 0x39, 0x39, 0x7A, 0x71], [.character("q")]),
            ([0xFF, 0x71], [.character("q")]),
            ([0xC2, 0x9B, 0x71], [.character("q")]),
            // A combining mark and a flag's two halves arrive as scalars of their own; they are one
            // character each, as the terminal draws them.
            ([0x65, 0xCC, 0x81, 0x78], [.character("e\u{301}"), .character("x")]),
            ([0xF0, 0x9F, 0x87, 0xAB, 0xF0, 0x9F, 0x87, 0xB7], [.character("🇫🇷")]),
            ([0x65, 0xCC, 0x81, 0x0D, 0xCC, 0x81], [.character("e\u{301}"), .enter, .character("\u{301}")]),
        ] as [([UInt8], [Key])]
    )
    func decodes(bytes: [UInt8], keys: [Key]) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes) == keys)
    }
}
