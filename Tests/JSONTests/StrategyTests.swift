import Foundation
import Testing

@testable import StrataJSON

@Suite("Strategies and special types")
struct StrategyTests {
    struct Stamped: Decodable, Equatable { let at: Date }

    @Test("deferredToDate reads seconds since 2001 like Foundation")
    func deferredDates() throws {
        #expect(try strata(Stamped.self, #"{"at": 12.5}"#).at == Date(timeIntervalSinceReferenceDate: 12.5))
        #expect(kindOf(caught { _ = try strata(Date.self, #""2020-01-01T00:00:00Z""#) }) == "typeMismatch")
    }

    @Test("secondsSince1970 and millisecondsSince1970 read numbers")
    func epochDates() throws {
        let seconds = StrataJSONDecoder.configured(\.dateDecodingStrategy, .secondsSince1970)
        #expect(
            try seconds.decode(Stamped.self, from: Data(#"{"at": 1700000000}"#.utf8)).at
                == Date(timeIntervalSince1970: 1_700_000_000))
        let millis = StrataJSONDecoder.configured(\.dateDecodingStrategy, .millisecondsSince1970)
        #expect(
            try millis.decode(Stamped.self, from: Data(#"{"at": 1700000000123}"#.utf8)).at
                == Date(timeIntervalSince1970: 1_700_000_000.123))
    }

    @Test("iso8601 reads internet date-times and rejects other strings")
    func isoDates() throws {
        let decoder = StrataJSONDecoder.configured(\.dateDecodingStrategy, .iso8601)
        let reference = JSONDecoder()
        reference.dateDecodingStrategy = .iso8601
        let json = #"{"at": "2024-05-01T12:30:00Z"}"#
        #expect(
            try decoder.decode(Stamped.self, from: Data(json.utf8))
                == (try foundation(Stamped.self, json, decoder: reference)))
        let error = caught { _ = try decoder.decode(Stamped.self, from: Data(#"{"at": "yesterday"}"#.utf8)) }
        // Foundation reports the path of the container, not of the date: so does Strata.
        #expect(kindOf(error) == "dataCorrupted" && pathOf(error) == [])
    }

    @Test("custom date strategies get a decoder positioned at the value")
    func customDates() throws {
        let decoder = StrataJSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let days = try decoder.singleValueContainer().decode(Int.self)
            return Date(timeIntervalSince1970: Double(days) * 86_400)
        }
        #expect(
            try decoder.decode([Date].self, from: Data("[1, 2]".utf8)) == [
                Date(timeIntervalSince1970: 86_400), Date(timeIntervalSince1970: 172_800),
            ])
    }

    @Test("Data is Base64 by default and an array of bytes when deferred")
    func dataStrategies() throws {
        #expect(try strata(Data.self, #""aGVsbG8=""#) == Data("hello".utf8))
        let error = caught { _ = try strata([String: Data].self, #"{"d": "aGVsbG8"}"#) }
        #expect(kindOf(error) == "dataCorrupted" && pathOf(error) == ["d"])
        let deferred = StrataJSONDecoder.configured(\.dataDecodingStrategy, .deferredToData)
        #expect(try deferred.decode(Data.self, from: Data("[104, 105]".utf8)) == Data("hi".utf8))
    }

    @Test("URLs come from strings and invalid ones are dataCorrupted like Foundation")
    func urls() throws {
        for json in [#""https://example.com/a?b=c""#, #""%%""#, #""http://a b""#, #""""#, #""relative/path""#, "1"] {
            let expected = Result { try foundation(URL.self, json) }
            let actual = Result { try strata(URL.self, json) }
            switch (expected, actual) {
            case (.success(let lhs), .success(let rhs)): #expect(lhs == rhs, "\(json)")
            case (.failure(let lhs), .failure(let rhs)): #expect(kindOf(lhs) == kindOf(rhs), "\(json)")
            default: Issue.record("\(json): Foundation \(expected), Strata \(actual)")
            }
        }
    }

    @Test(
        "convertFromSnakeCase converts keys exactly like Foundation",
        arguments: [
            "snake_case", "_leading", "__double_leading", "trailing_", "both__", "_both_", "a_b_c", "many___inner",
            "ALL_CAPS", "mixed_Case_Key", "already", "camelCase", "", "_", "___", "with_1_digit", "x_y",
            "unicode_ünïcode",
            "with space_inside", "url_path_id",
        ])
    func snakeCaseConversion(key: String) throws {
        let json = "{\"\(key)\": 1}"
        let reference = JSONDecoder()
        reference.keyDecodingStrategy = .convertFromSnakeCase
        let expected = try reference.decode(KeyCollector.self, from: Data(json.utf8))
        let actual = try StrataJSONDecoder.configured(\.keyDecodingStrategy, .convertFromSnakeCase).decode(
            KeyCollector.self, from: Data(json.utf8))
        #expect(actual.keys == expected.keys)
        #expect(SnakeCase.convert(key) == expected.keys.first)
    }

    struct KeyCollector: Decodable {
        let keys: [String]
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: StringKey.self)
            keys = container.allKeys.map(\.stringValue)
            for key in container.allKeys { _ = try container.decode(Int.self, forKey: key) }
        }
    }

    @Test("snake case DTOs decode with synthesized CodingKeys")
    func snakeCaseDTO() throws {
        struct Account: Decodable, Equatable {
            let userId: Int
            let displayName: String
            let isActive: Bool?
            let url: String
        }
        let json = #"{"user_id": 1, "display_name": "A", "is_active": null, "url": "u"}"#
        let decoder = StrataJSONDecoder.configured(\.keyDecodingStrategy, .convertFromSnakeCase)
        let reference = JSONDecoder()
        reference.keyDecodingStrategy = .convertFromSnakeCase
        #expect(
            try decoder.decode(Account.self, from: Data(json.utf8))
                == (try foundation(Account.self, json, decoder: reference)))
    }
}
