import Foundation
import Testing

@testable import StrataJSON

/// The differential table: every document and setting goes through Foundation's `JSONDecoder` and
/// `StrataJSONDecoder`, which must produce equal values or fail with the same `DecodingError` case at
/// the same coding path. This machine's Foundation is the reference, odd corners included.
@Suite("Differential table against Foundation")
struct DifferentialTableTests {
    static let groups: [(String, [DifferentialCase])] = [
        ("dynamic types", DifferentialCase.dynamicTypes), ("Int128 and UInt128", DifferentialCase.wideIntegers),
        ("trailing commas", DifferentialCase.trailingCommas),
        ("encodings and byte-order marks", DifferentialCase.encodings),
        ("key strategies", DifferentialCase.keyStrategies),
        ("date and data strategies", DifferentialCase.dateAndDataStrategies),
        ("non-conforming floats", DifferentialCase.nonConformingFloats),
        ("assumesTopLevelDictionary", DifferentialCase.topLevelDictionaries), ("errors", DifferentialCase.errors),
        ("JSON5 documents", DifferentialCase.json5Documents), ("JSON5 strings", DifferentialCase.json5Strings),
        ("JSON5 numbers", DifferentialCase.json5Numbers),
    ]

    @Test("each group decodes like Foundation", arguments: groups.map(\.0))
    func group(_ name: String) throws {
        let cases = try #require(Self.groups.first { $0.0 == name }?.1)
        #expect(cases.count >= 4)
        for row in cases {
            let (foundation, strata) = row.run()
            #expect(strata == foundation, "\(row.name)")
        }
    }

    @Test("userInfo reaches every Decodable with the same values")
    func userInfo() throws {
        let foundation = JSONDecoder()
        let strata = StrataJSONDecoder()
        foundation.userInfo = [TableTypes.ReadsUserInfo.key: "vanilla"]
        strata.userInfo = [TableTypes.ReadsUserInfo.key: "vanilla"]
        let data = Data("[1, 2]".utf8)
        let expected = try foundation.decode([TableTypes.ReadsUserInfo].self, from: data)
        #expect(try strata.decode([TableTypes.ReadsUserInfo].self, from: data) == expected)
        #expect(expected.first?.flavour == "vanilla")
        strata.assumesTopLevelDictionary = true
        foundation.assumesTopLevelDictionary = true
        #expect(strata.userInfo.count == foundation.userInfo.count)
    }

    @Test("decode(_:from:configuration:) hands the configuration over, by value or by provider")
    func configuration() throws {
        let data = Data("2.5".utf8)
        let expected = try JSONDecoder().decode(Scaled.self, from: data, configuration: 2.0)
        #expect(try StrataJSONDecoder().decode(Scaled.self, from: data, configuration: 2.0) == expected)
        #expect(expected.value == 5)
        #expect(
            try StrataJSONDecoder().decode(Scaled.self, from: data, configuration: Triple.self)
                == JSONDecoder().decode(Scaled.self, from: data, configuration: Triple.self))
    }
}
