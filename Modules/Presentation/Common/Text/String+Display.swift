extension String {
    /// The text with its first letter capitalised, as titles appear on screen; the rest is untouched.
    ///
    /// Every list row goes through this, so the common case, an ASCII first letter, works on the UTF-8
    /// bytes and skips building a `Character`; anything else takes the general Unicode path.
    var sentenceCased: String {
        guard let lead = utf8.first else { return self }
        switch lead {
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            var bytes = Array(utf8)
            bytes[0] -= 0x20
            return String(decoding: bytes, as: UTF8.self)
        case 0..<0x80:
            return self
        default:
            guard let first else { return self }
            return first.uppercased() + dropFirst()
        }
    }

    /// The first line of a multi-line text, for one-line previews.
    var firstLine: String {
        guard let end = utf8.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else {
            return contains(where: \.isNewline) ? String(prefix(while: { !$0.isNewline })) : self
        }
        return String(self[..<end])
    }
}
