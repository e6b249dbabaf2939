/// Decodes terminal input: UTF-8 text, control bytes, and the CSI/SS3 escape sequences of arrow and
/// paging keys. Unknown sequences and stray control bytes are dropped whole rather than leaking into
/// what the user types.
struct KeyDecoder {
    /// Text is gathered run by run and split into characters only at the end of a run, so a combining
    /// mark or a flag's second half, which arrive as scalars of their own, join the character before
    /// them as the terminal draws it.
    func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var text = ""
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F {
                keys += text.map(Key.character)
                text = ""
            }
            switch byte {
            case 0x1B:
                let (key, length) = escapeSequence(bytes, at: index)
                if let key { keys.append(key) }
                index += length
                continue
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x09: keys.append(.tab)
            case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
            case 0x00..<0x20: break
            default:
                let length = Self.utf8Length(byte)
                let end = min(index + length, bytes.count)
                if let scalar = String(validating: bytes[index..<end], as: UTF8.self)?.unicodeScalars.first,
                    scalar.properties.generalCategory != .control
                {
                    text.unicodeScalars.append(scalar)
                }
                index = end
                continue
            }
            index += 1
        }
        return keys + text.map(Key.character)
    }

    private func escapeSequence(_ bytes: [UInt8], at start: Int) -> (Key?, Int) {
        let next = start + 1
        guard next < bytes.count, bytes[next] == UInt8(ascii: "[") || bytes[next] == UInt8(ascii: "O") else {
            return (.escape, 1)
        }
        var end = next + 1
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) {
            end += 1
        }
        guard end < bytes.count else { return (nil, bytes.count - start) }
        let parameters = String(decoding: bytes[(next + 1)..<end], as: UTF8.self)
        let key: Key? =
            switch (bytes[end], parameters) {
            case (UInt8(ascii: "A"), _): .up
            case (UInt8(ascii: "B"), _): .down
            case (UInt8(ascii: "C"), _): .right
            case (UInt8(ascii: "D"), _): .left
            case (UInt8(ascii: "H"), _): .home
            case (UInt8(ascii: "F"), _): .end
            case (UInt8(ascii: "~"), "5"): .pageUp
            case (UInt8(ascii: "~"), "6"): .pageDown
            case (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): .home
            case (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): .end
            case (UInt8(ascii: "~"), "3"): .delete
            default: nil
            }
        return (key, end - start + 1)
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
