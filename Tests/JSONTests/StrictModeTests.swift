import Foundation
import Testing

@testable import StrataJSON

/// `strictRFC8259` turns off exactly Foundation's leniencies, and the default keeps them.
@Suite("Strict RFC 8259 mode")
struct StrictModeTests {
    static let lenientOnly: [(String, [UInt8])] = [
        ("trailing comma in an array", Array("[1,]".utf8)),
        ("trailing comma in an object", Array(#"[{"a": 1,}]"#.utf8)),
        ("UTF-8 byte-order mark", [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)),
        ("UTF-16LE without a mark", [0x5B, 0, 0x31, 0, 0x5D, 0]),
        ("UTF-16BE with a mark", [0xFE, 0xFF, 0, 0x5B, 0, 0x31, 0, 0x5D]),
        ("UTF-32LE without a mark", [0x5B, 0, 0, 0, 0x31, 0, 0, 0, 0x5D, 0, 0, 0]),
    ]

    @Test("each leniency is accepted by default and refused in strict mode", arguments: lenientOnly.map(\.0))
    func leniency(_ name: String) throws {
        let bytes = try #require(Self.lenientOnly.first { $0.0 == name }?.1)
        let data = Data(bytes)
        #expect(
            try StrataJSONDecoder().decode(JSONValue.self, from: data)
                == JSONDecoder().decode(JSONValue.self, from: data))
        let strict = StrataJSONDecoder.configured(\.strictRFC8259, true)
        let error = caught { _ = try strict.decode(JSONValue.self, from: data) }
        #expect(kindOf(error) == "dataCorrupted")
        #expect(parseErrorOf(error) != nil)
    }

    @Test("JSON5 takes precedence over strict mode")
    func json5WinsOverStrict() throws {
        let decoder = StrataJSONDecoder()
        decoder.strictRFC8259 = true
        decoder.allowsJSON5 = true
        #expect(try decoder.decode([Int].self, from: Data("[1, /* two */ 2,]".utf8)) == [1, 2])
    }

    @Test("one decoder configured on one thread decodes correctly on many at once")
    func sharedAcrossThreads() async throws {
        let decoder = StrataJSONDecoder()
        let data = Data(#"{"some_key": 1}"#.utf8)
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<200 {
                group.addTask {
                    if index.isMultiple(of: 2) { decoder.keyDecodingStrategy = .convertFromSnakeCase }
                    let value = try? decoder.decode([String: Int].self, from: data)
                    return value == ["some_key": 1]
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 200 && results.allSatisfy { $0 })
        #expect(decoder.keyDecodingStrategy.isSnakeCase)
    }
}

extension StrataJSONDecoder.KeyDecodingStrategy {
    fileprivate var isSnakeCase: Bool {
        if case .convertFromSnakeCase = self { return true }
        return false
    }
}
