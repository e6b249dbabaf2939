/// One parsed JSON value, flattened so the whole document lives in a single contiguous buffer.
///
/// The tape is what makes decoding cheap: containers hold only an index into it, strings and numbers
/// are byte ranges that are converted only when a `Decodable` asks for them, and `end` lets a lookup
/// skip a nested subtree in one step.
///
/// An entry is twelve bytes: the tape of a large document is read back right after it is written,
/// so every byte of it is memory traffic twice.
struct TapeEntry {
    /// Kind in the low 4 bits, flags above.
    var tag: UInt32
    /// Byte offset of a scalar (for strings: of the first byte after the opening quote, or of the
    /// unescaped text in the `TextBuffer` when `isCopied`); for arrays and objects, `end`.
    var offset: UInt32
    /// Byte length for strings and numbers, element count for arrays and objects.
    var length: UInt32

    /// A string, number or literal.
    @inline(__always)
    init(tag: UInt32, offset: UInt32, length: UInt32) {
        self.tag = tag
        self.offset = offset
        self.length = length
    }

    /// An array or an object, whose element count and end the parser records when it closes.
    @inline(__always)
    init(container tag: UInt32) {
        self.tag = tag
        offset = 0
        length = 0
    }

    /// For arrays and objects: the tape index just past their last descendant. (Their byte offset is
    /// never read, so the field holds this instead.)
    @inline(__always) var end: UInt32 {
        get { offset }
        set { offset = newValue }
    }

    @inline(__always) var kind: UInt32 { tag & TapeKind.mask }
    @inline(__always) var isContainer: Bool { kind >= TapeKind.array }
    @inline(__always) var hasEscapes: Bool { tag & TapeKind.escapedFlag != 0 }
    @inline(__always) var isCopied: Bool { tag & TapeKind.copiedFlag != 0 }
    @inline(__always) var hasNonASCII: Bool { tag & TapeKind.nonASCIIFlag != 0 }
    @inline(__always) var isPlainInteger: Bool { tag & TapeKind.fractionFlag == 0 }
}

/// Tag values stored in `TapeEntry.tag`, kept as plain integers so the hot loops compare machine words.
enum TapeKind {
    static let null: UInt32 = 0
    static let `false`: UInt32 = 1
    static let `true`: UInt32 = 2
    static let number: UInt32 = 3
    static let string: UInt32 = 4
    /// A JSON5 number that JSON has no spelling for (`+1`, `.5`, `5.`, `0x1F`, `Infinity`, `NaN`):
    /// a kind of its own, so the readers' fast paths never meet it and JSON pays nothing for JSON5.
    static let json5Number: UInt32 = 5
    static let array: UInt32 = 6
    static let object: UInt32 = 7
    static let mask: UInt32 = 0xF

    /// JSON5 string that contains backslash escapes and must be unescaped before use.
    static let escapedFlag: UInt32 = 0x10
    /// String whose text has bytes above 0x7F (for a copied string, its unescaped text).
    static let nonASCIIFlag: UInt32 = 0x20
    /// Number has a fraction or an exponent.
    static let fractionFlag: UInt32 = 0x40
    /// JSON string that had escapes: `offset` and `length` locate its unescaped text in the
    /// document's `TextBuffer`, not in the document.
    static let copiedFlag: UInt32 = 0x80

    /// Human wording used by `typeMismatch` errors, matching Foundation's phrasing.
    static func describe(_ kind: UInt32) -> String {
        switch kind {
        case null: return "null"
        case `false`, `true`: return "bool"
        case number, json5Number: return "number"
        case string: return "a string"
        case array: return "an array"
        default: return "a dictionary"
        }
    }
}
