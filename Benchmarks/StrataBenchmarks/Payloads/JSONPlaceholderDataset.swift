import Foundation

/// The real JSONPlaceholder dataset the tests serve (`Tests/Fixtures/jsonplaceholder/data.json`, MIT),
/// cut into one document per collection, byte for byte as the API serves it (pretty-printed).
enum JSONPlaceholderDataset {
    /// Found from this source file, so `swift run` works from any directory.
    static let location = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Payloads
        .deletingLastPathComponent()  // StrataBenchmarks
        .deletingLastPathComponent()  // Benchmarks
        .deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/jsonplaceholder/data.json")

    /// Why the dataset could not be read.
    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// The collections the app decodes, plus photos, the largest one.
    static func payloads() throws -> [Payload] {
        let data: Data
        do {
            data = try Data(contentsOf: location)
        } catch {
            throw Unavailable(description: "cannot read the dataset at \(location.path): \(error.localizedDescription)")
        }
        return try ["posts", "comments", "users", "todos", "photos"].map { name in
            let document = try collection(name, in: data)
            let count = (try JSONSerialization.jsonObject(with: document) as? [Any])?.count ?? 0
            return Payload(name: "\(name)-\(count)", data: document, objectCount: count)
        }
    }

    /// The array stored under the top-level key `name`, as its own document.
    static func collection(_ name: String, in data: Data) throws -> Data {
        let bytes = [UInt8](data)
        let key = Array("\"\(name)\"".utf8)
        guard let keyStart = firstIndex(of: key, in: bytes),
            let open = bytes[(keyStart + key.count)...].firstIndex(of: UInt8(ascii: "[")),
            let close = matchingBracket(of: open, in: bytes)
        else {
            throw Unavailable(description: "the dataset has no \"\(name)\" array")
        }
        return Data(bytes[open...close])
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    /// The index of the `]` closing the `[` at `open`, skipping brackets inside strings.
    private static func matchingBracket(of open: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        var inString = false
        var index = open
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }
}
