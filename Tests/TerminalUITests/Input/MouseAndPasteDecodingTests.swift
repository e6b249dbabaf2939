import Testing

@testable import StrataTerminalUI

/// The wheel and bracketed paste arrive as keys of their own; nothing else a mouse or a paste sends
/// reaches a screen, and nothing the decoder waits for can hold the keys after it.
@Suite("KeyDecoder: mouse, paste and sequences cut by a read")
struct MouseAndPasteDecodingTests {
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(
        "a wheel notch is a key; clicks, drags and releases are nothing",
        arguments: [
            ("\u{1B}[<64;10;5M", [Key.wheelUp]),
            ("\u{1B}[<65;10;5M", [.wheelDown]),
            ("\u{1B}[<81;1;1M", [.wheelDown]),  // Ctrl held: 65 + 16
            ("\u{1B}[<0;10;5Mq", [.character("q")]),
            ("\u{1B}[<0;10;5mq", [.character("q")]),
            ("\u{1B}[<32;3;4Mq", [.character("q")]),
            ("\u{1B}[<64;10;5m", []),
            ("\u{1B}[Ma**q", [.wheelDown, .character("q")]),  // legacy X10: 'a' = 32 + 65
            ("\u{1B}[M #!q", [.character("q")]),  // a legacy click
        ] as [(String, [Key])]
    )
    func mouse(report: String, keys: [Key]) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Self.bytes(report)) == keys)
    }

    @Test("a paste is one key holding its text, whatever controls, newlines and sequences it carries")
    func paste() {
        var decoder = KeyDecoder()

        let keys = decoder.decode(Self.bytes("j\u{1B}[200~foo\nq\u{1B}[A\u{3}bar\u{1B}[201~k"))

        #expect(keys == [.character("j"), .paste("foo\nq\u{1B}[A\u{3}bar"), .character("k")])
        #expect(!decoder.isWaiting)
    }

    @Test("a paste and its end marker cut by reads are put back together")
    func pasteAcrossReads() {
        var decoder = KeyDecoder()

        let first = decoder.decode(Self.bytes("\u{1B}[200~hello wo"))
        let second = decoder.decode(Self.bytes("rld\u{1B}[2"))
        let waitingInMarker = decoder.isWaiting
        let third = decoder.decode(Self.bytes("01~x"))

        #expect(first.isEmpty)
        #expect(second.isEmpty)
        #expect(waitingInMarker)
        #expect(third == [.paste("hello world"), .character("x")])
    }

    @Test("an arrow key cut by a read is one key, not an Esc and typed text")
    func sequenceAcrossReads() {
        var decoder = KeyDecoder()

        let first = decoder.decode([0x1B, 0x5B])
        let second = decoder.decode([0x41, 0x6A])

        #expect(first.isEmpty)
        #expect(second == [.up, .character("j")])
    }

    @Test("a character cut by a read is one character")
    func characterAcrossReads() {
        var decoder = KeyDecoder()

        let first = decoder.decode([0x61, 0xE2, 0x82])
        let second = decoder.decode([0xAC])

        #expect(first == [.character("a")])
        #expect(second == [.character("€")])
    }

    @Test("finish ends what is open: a paste as far as it came, a partial sequence dropped")
    func finish() {
        var paste = KeyDecoder()
        _ = paste.decode(Self.bytes("\u{1B}[200~half a pa"))
        var sequence = KeyDecoder()
        _ = sequence.decode(Self.bytes("\u{1B}[1;5"))

        #expect(paste.finish() == [.paste("half a pa")])
        #expect(sequence.isWaiting)
        #expect(sequence.finish() == [])
        #expect(!sequence.isWaiting)
        #expect(sequence.decode(Self.bytes("q")) == [.character("q")], "keys after it are keys again")
    }

    @Test("a sequence broken by a control byte ends there, and the control byte is read as itself")
    func brokenSequence() {
        var decoder = KeyDecoder()

        #expect(decoder.decode(Self.bytes("\u{1B}[12\rq")) == [.enter, .character("q")])
    }

    @Test("a sequence longer than the limit is dropped whole, its parameters never typed")
    func overlongSequence() {
        var decoder = KeyDecoder()
        let parameters = String(repeating: "1;", count: 100)

        #expect(decoder.decode(Self.bytes("\u{1B}[\(parameters)Aq")) == [.character("q")])
    }

    @Test("a paste keeps at most the limit, and still ends at its marker")
    func pasteLimit() {
        var decoder = KeyDecoder()
        let long = String(repeating: "x", count: KeyDecoder.pasteLimit + 10)

        let keys = decoder.decode(Self.bytes("\u{1B}[200~\(long)\u{1B}[201~q"))

        #expect(keys.count == 2)
        if case .paste(let text) = keys.first { #expect(text.count == KeyDecoder.pasteLimit) }
        #expect(keys.last == .character("q"))
    }
}
