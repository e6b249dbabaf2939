import Foundation
import Testing

@testable import StrataJSON

/// Key lookup compares a document key with a `CodingKey`'s UTF-8 in words rather than bytes; keys of
/// every length around the word sizes, equal or differing in any one byte, must match exactly when
/// equal, and a key that differs must never be found.
@Suite("Key lookup")
struct KeyLookupTests {
    @Test("equalBytes agrees with a byte-by-byte comparison for every length and differing byte")
    func equalBytes() {
        let base = (0..<48).map { UInt8(0x41 + $0 % 26) }
        for count in 1...40 {
            var other = base
            #expect(TapeReader.equalBytes(base, other, count))
            for index in 0..<count {
                other[index] ^= 0x20
                #expect(!TapeReader.equalBytes(base, other, count), "length \(count), byte \(index)")
                other[index] ^= 0x20
            }
            // A difference just past the compared bytes does not count.
            other[count] ^= 0x20
            #expect(TapeReader.equalBytes(base, other, count))
        }
    }

    /// A key whose text is chosen at run time, so one type can look up keys of any length.
    struct Key: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
        var intValue: Int? { nil }
    }

    /// Reads the keys it is told to, present or not, and reports what it found.
    struct Probe: Decodable, Equatable {
        static let wanted = CodingUserInfoKey(rawValue: "wanted")!
        let found: [String: Int]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            var found: [String: Int] = [:]
            for name in decoder.userInfo[Self.wanted] as? [String] ?? [] {
                found[name] = try container.decodeIfPresent(Int.self, forKey: Key(stringValue: name))
            }
            self.found = found
        }
    }

    @Test("keys of every length are found, and near misses are not, as with Foundation")
    func keysOfEveryLength() throws {
        let names = (1...40).map { length in String((0..<length).map { Character(UnicodeScalar(0x61 + $0 % 26)!) }) }
        let json = "{" + names.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
        var wanted = names
        for name in names {
            wanted.append(String(name.dropLast()) + "Z")  // same length, last byte differs
            wanted.append("Z" + name.dropFirst())  // same length, first byte differs
            wanted.append(name + "a")  // one longer
        }
        let strata = StrataJSONDecoder()
        strata.userInfo = [Probe.wanted: wanted]
        let foundation = JSONDecoder()
        foundation.userInfo = [Probe.wanted: wanted]
        let expected = try foundation.decode(Probe.self, from: Data(json.utf8))
        #expect(try strata.decode(Probe.self, from: Data(json.utf8)) == expected)
        #expect(expected.found.count == names.count)
    }
}
