/// Decodes terminal input: UTF-8 text, control bytes, the CSI/SS3 escape sequences of arrow and paging
/// keys, mouse wheel reports and bracketed pastes. Unknown sequences and stray control bytes are
/// dropped whole rather than leaking into what the user types.
///
/// A read can end in the middle of a sequence, a paste or a character, so the decoder keeps what it
/// has and finishes it with the next read. What it keeps is bounded twice: a sequence longer than
/// `EscapeSequence.lengthLimit` is dropped, a paste keeps at most `pasteLimit` bytes, and `finish()`,
/// which the app calls once input has paused, ends whatever is still open, so a sequence whose rest
/// never comes can never hold the keys after it. A lone Esc at the end of a read is the Esc key at
/// once: a person pressed it, and waiting for more would make Esc feel slow.
struct KeyDecoder {
    private enum State {
        case ground
        /// After `ESC`.
        case escape
        /// After `ESC [` or `ESC O`, with the parameter bytes so far.
        case sequence(introducer: UInt8, parameters: [UInt8])
        /// After `ESC [ M`: a legacy mouse report's three raw bytes, the first being the button.
        case legacyMouse(remaining: Int, button: UInt8?)
        /// Inside a bracketed paste, with its text so far and how much of the end marker has matched.
        case paste(text: [UInt8], matched: Int)
    }

    /// The bytes a paste keeps; the rest of a longer one is dropped (a field holds one line).
    static let pasteLimit = 64 * 1024
    private static let pasteEnd: [UInt8] = [0x1B, UInt8(ascii: "["), 0x32, 0x30, 0x31, UInt8(ascii: "~")]

    private var state = State.ground
    /// Printable bytes of the current run of text, split into characters at its end.
    private var text: [UInt8] = []
    private var keys: [Key] = []

    /// Whether a sequence, a paste or a character is still open, waiting for the next read or `finish()`.
    var isWaiting: Bool {
        if case .ground = state { !text.isEmpty } else { true }
    }

    /// The keys `bytes` complete. Text is gathered run by run and split into characters only at the end
    /// of a run, so a combining mark or a flag's second half, which arrive as scalars of their own, join
    /// the character before them as the terminal draws it.
    mutating func decode(_ bytes: [UInt8]) -> [Key] {
        for byte in bytes { consume(byte) }
        endRun(keepingIncompleteCharacter: true)
        if case .escape = state {
            keys.append(.escape)
            state = .ground
        }
        defer { keys = [] }
        return keys
    }

    /// Ends whatever is open once input has paused: a paste is delivered as far as it came, a partial
    /// sequence or character is dropped.
    mutating func finish() -> [Key] {
        switch state {
        case .paste(let pasted, let matched): keys.append(.paste(Self.text(pasted + Self.pasteEnd.prefix(matched))))
        case .escape: keys.append(.escape)
        case .ground, .sequence, .legacyMouse: break
        }
        state = .ground
        text = []
        defer { keys = [] }
        return keys
    }

    private mutating func consume(_ byte: UInt8) {
        switch state {
        case .ground: ground(byte)
        case .escape:
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") {
                state = .sequence(introducer: byte, parameters: [])
            } else {
                keys.append(.escape)
                state = .ground
                ground(byte)
            }
        case .sequence(let introducer, let parameters): sequence(byte, introducer: introducer, parameters)
        case .legacyMouse(let remaining, let button):
            let button = button ?? byte
            if remaining > 1 {
                state = .legacyMouse(remaining: remaining - 1, button: button)
            } else {
                state = .ground
                if case .key(let key) = EscapeSequence.legacyMouse(buttonByte: button) { keys.append(key) }
            }
        case .paste(let pasted, let matched): paste(byte, pasted, matched: matched)
        }
    }

    private mutating func ground(_ byte: UInt8) {
        guard byte < 0x20 || byte == 0x7F else {
            text.append(byte)
            return
        }
        endRun(keepingIncompleteCharacter: false)
        switch byte {
        case 0x1B: state = .escape
        case 0x0D, 0x0A: keys.append(.enter)
        case 0x7F, 0x08: keys.append(.backspace)
        case 0x09: keys.append(.tab)
        case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
        default: break
        }
    }

    /// A byte after `ESC [` or `ESC O`: a final byte (0x40–0x7E) ends the sequence; parameter and
    /// intermediate bytes (0x20–0x3F) continue a CSI one; anything else means it was not a sequence,
    /// so what came so far is dropped and the byte is read afresh.
    private mutating func sequence(_ byte: UInt8, introducer: UInt8, _ parameters: [UInt8]) {
        let isCSI = introducer == UInt8(ascii: "[")
        switch byte {
        case UInt8(ascii: "M") where isCSI && parameters.isEmpty:
            state = .legacyMouse(remaining: 3, button: nil)
        case 0x40...0x7E:
            state = .ground
            switch EscapeSequence(introducer: introducer, parameters: parameters, final: byte) {
            case .key(let key): keys.append(key)
            case .pasteStart: state = .paste(text: [], matched: 0)
            case .ignored: break
            }
        case 0x20...0x3F where isCSI:
            // One byte past the limit is kept, so the finished sequence knows it was too long.
            let kept = parameters.count > EscapeSequence.lengthLimit ? parameters : parameters + [byte]
            state = .sequence(introducer: introducer, parameters: kept)
        default:
            state = .ground
            ground(byte)
        }
    }

    private mutating func paste(_ byte: UInt8, _ pasted: [UInt8], matched: Int) {
        if byte == Self.pasteEnd[matched] {
            if matched + 1 == Self.pasteEnd.count {
                keys.append(.paste(Self.text(pasted)))
                state = .ground
            } else {
                state = .paste(text: pasted, matched: matched + 1)
            }
            return
        }
        // The part of the marker that matched was text after all.
        var pasted = pasted
        let content = Array(Self.pasteEnd.prefix(matched)) + (byte == 0x1B ? [] : [byte])
        pasted += content.prefix(max(0, Self.pasteLimit - pasted.count))
        state = .paste(text: pasted, matched: byte == 0x1B ? 1 : 0)
    }

    /// Splits the run of text into keys. At the end of a read the run may stop inside a character,
    /// whose remaining bytes come with the next read: those bytes are kept for it.
    private mutating func endRun(keepingIncompleteCharacter: Bool) {
        var scalars = String.UnicodeScalarView()
        var index = 0
        var incomplete: [UInt8] = []
        while index < text.count {
            let length = Self.utf8Length(text[index])
            let end = min(index + length, text.count)
            if end - index < length, keepingIncompleteCharacter,
                text[(index + 1)..<end].allSatisfy({ $0 & 0xC0 == 0x80 })
            {
                incomplete = Array(text[index..<end])
                break
            }
            if let scalar = String(validating: text[index..<end], as: UTF8.self)?.unicodeScalars.first,
                scalar.properties.generalCategory != .control
            {
                scalars.append(scalar)
            }
            index = end
        }
        keys += String(scalars).map(Key.character)
        text = incomplete
    }

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func utf8Length(_ leadByte: UInt8) -> Int {
        switch leadByte {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }
}
