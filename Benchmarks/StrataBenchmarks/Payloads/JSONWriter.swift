/// Writes compact JSON text, keys in the order given, as APIs such as JSONPlaceholder send them
/// (`JSONEncoder` would emit keys in hash order, which no real server does).
struct JSONWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes `"name":"text"`, with a comma before it unless `first`.
    mutating func field(_ name: String, _ text: String, first: Bool = false) {
        if !first { raw(",") }
        key(name)
        string(text)
    }

    /// Writes `"name":number`, with a comma before it unless `first`.
    mutating func field(_ name: String, _ number: Int, first: Bool = false) {
        if !first { raw(",") }
        key(name)
        raw(String(number))
    }
}
