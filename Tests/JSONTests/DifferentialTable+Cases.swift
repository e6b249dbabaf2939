import Foundation

@testable import StrataJSON

/// The table's rows for plain JSON: every behaviour a drop-in must share with `JSONDecoder`.
extension DifferentialCase {
    typealias Table = TableTypes

    static let dynamicTypes: [DifferentialCase] = [
        .decoding(Table.Person.self, #"{"name": "Ada", "employeeID": 7}"#),
        .decoding(
            "Employee as Person.Type", Table.Employee.self as Table.Person.Type,
            bytes: Array(#"{"name": "Ada", "employeeID": 7}"#.utf8)),
        .decoding(
            "Employee as Person.Type, field missing", Table.Employee.self as Table.Person.Type,
            bytes: Array(#"{"name": "Ada"}"#.utf8)),
        .decoding([Table.Person].self, #"[{"name": "Ada", "employeeID": 7}]"#),
    ]

    static let wideIntegers: [DifferentialCase] =
        [
            "170141183460469231731687303715884105727", "-170141183460469231731687303715884105728",
            "170141183460469231731687303715884105728", "340282366920938463463374607431768211455",
            "340282366920938463463374607431768211456", "-1", "-0", "0", "1e3", "1.5", "1.0", "1e30", "-1e2",
            "12345678901234567890123", "9007199254740993.0", "\"1\"", "null", "true",
        ].flatMap { number in
            [
                .decoding(Int128.self, number), .decoding(UInt128.self, number),
                .decoding(Table.Wide.self, #"{"signed": \#(number), "unsigned": 1, "optionalSigned": \#(number)}"#),
                .decoding(Table.Wide.self, #"{"signed": 1, "unsigned": \#(number), "optionalUnsigned": \#(number)}"#),
                .decoding(Table.WideList.self, "[\(number), \(number)]"),
                .decoding([String: Int128].self, #"{"a": \#(number)}"#),
                .decoding([UInt128?].self, "[\(number)]"),
            ]
        }

    static let trailingCommas: [DifferentialCase] =
        [
            "[1,]", "[1, 2 ,\n]", "[[1,],]", "[1,,]", "[,]", "[1 2]", "[1,", "[1,]]", "{\"a\":[1,],}",
        ].map { .decoding(JSONValue.self, $0) }
        + [
            #"{"a": 1,}"#, #"{"a": 1 , }"#, #"{"a": 1,,}"#, "{,}", #"{"a": 1, "b"}"#, #"{"a": 1, "b":}"#,
            #"{"a": {"b": 2,},}"#, #"{"a": 1,"#,
        ].map { .decoding([String: JSONValue].self, $0) }

    static let encodings: [DifferentialCase] = {
        let json = #"{"name": "Zoë 😀", "n": [1, 2.5, true, null]}"#
        func bytes(_ encoding: String.Encoding, mark: [UInt8] = []) -> [UInt8] {
            mark + Array(json.data(using: encoding)!)
        }
        let rows: [(String, [UInt8])] = [
            ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(json.utf8)),
            ("UTF-16BE", bytes(.utf16BigEndian)), ("UTF-16LE", bytes(.utf16LittleEndian)),
            ("UTF-16BE with BOM", bytes(.utf16BigEndian, mark: [0xFE, 0xFF])),
            ("UTF-16LE with BOM", bytes(.utf16LittleEndian, mark: [0xFF, 0xFE])),
            ("UTF-32BE", bytes(.utf32BigEndian)), ("UTF-32LE", bytes(.utf32LittleEndian)),
            ("UTF-32BE with BOM", bytes(.utf32BigEndian, mark: [0, 0, 0xFE, 0xFF])),
            ("UTF-32LE with BOM", bytes(.utf32LittleEndian, mark: [0xFF, 0xFE, 0, 0])),
            ("UTF-8 BOM alone", [0xEF, 0xBB, 0xBF]), ("incomplete UTF-8 BOM", [0xEF, 0xBB, 0x7B, 0x7D]),
            ("UTF-16LE, odd length", bytes(.utf16LittleEndian).dropLast()),
            ("UTF-16BE lone surrogate", [0, 0x22, 0xD8, 0x00, 0, 0x22]),
            ("UTF-16 BOM alone", [0xFE, 0xFF]),
        ]
        return rows.map { .decoding($0.0, JSONValue.self, bytes: $0.1) } + [
            .decoding("one digit in UTF-16LE", Int.self, bytes: [0x37, 0]),
            .decoding("one digit in UTF-16BE", Int.self, bytes: [0, 0x37]),
            .decoding("UTF-8 BOM before a number", Int.self, bytes: [0xEF, 0xBB, 0xBF, 0x37]),
        ]
    }()

    static let keyStrategies: [DifferentialCase] = [
        .decoding(Table.CustomKeyed.self, #"{"id": 1, "inner": {"name": "n"}}"#, [.customKeys]),
        .decoding(Table.CustomKeyed.self, #"{"id": 1, "ID": 2, "inner": {"name": "n"}}"#, [.customKeys]),
        .decoding(Table.CustomKeyed.self, #"{"inner": {"name": "n"}}"#, [.customKeys]),
        .decoding(Table.CustomKeyed.self, #"{"id": "x", "inner": {"name": "n"}}"#, [.customKeys]),
        .decoding([String: [String: Int]].self, #"{"snake_key": {"inner_key": 1}}"#, [.customKeys]),
        .decoding([String: [String: Int]].self, #"{"snake_key": {"inner_key": 1}}"#, [.snakeCase]),
        .decoding([String: [String: Int]].self, #"{"dictionaryGoesHere": "not a dictionary"}"#, [.snakeCase]),
        .decoding([String: Int].self, #"{"value goes here": null}"#),
    ]

    static let dateAndDataStrategies: [DifferentialCase] = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        let custom: @Sendable (any Decoder) throws -> Date = { decoder in
            Date(timeIntervalSince1970: Double(try decoder.singleValueContainer().decode(String.self).count))
        }
        let dates: [DecoderSetting] = [
            .dates("deferred", .deferredToDate, .deferredToDate),
            .dates("seconds", .secondsSince1970, .secondsSince1970),
            .dates("milliseconds", .millisecondsSince1970, .millisecondsSince1970),
            .dates("ISO 8601", .iso8601, .iso8601), .dates("formatted", .formatted(formatter), .formatted(formatter)),
            .dates("custom", .custom(custom), .custom(custom)),
        ]
        let dateDocuments = [
            #"{"date": 1700000000.5}"#, #"{"date": "2024-05-01T12:30:00Z"}"#, #"{"date": "2024-05-01 12:30"}"#,
            #"{"date": "Tuesday"}"#, #"{"date": null}"#, #"{"date": true}"#, #"{}"#,
        ]
        let customData: @Sendable (any Decoder) throws -> Data = { decoder in
            Data(try decoder.singleValueContainer().decode(String.self).utf8.reversed())
        }
        let data: [DecoderSetting] = [
            .data("base64", .base64, .base64), .data("deferred", .deferredToData, .deferredToData),
            .data("custom", .custom(customData), .custom(customData)),
        ]
        let dataDocuments = [
            #"{"data": "aGVsbG8="}"#, #"{"data": "aGVsbG8"}"#, #"{"data": [104, 105]}"#, #"{"data": null}"#,
        ]
        return dates.flatMap { setting in
            dateDocuments.map { .decoding(Table.Stamped.self, $0, [setting]) }
                + [.decoding([String: Date].self, #"{"date": "Tuesday"}"#, [setting])]
        } + data.flatMap { setting in dataDocuments.map { .decoding(Table.Blob.self, $0, [setting]) } }
    }()

    static let nonConformingFloats: [DifferentialCase] =
        [
            #"["+∞", "-∞", "NaN", 1.5]"#, #"["\u002B∞"]"#, #"["inf"]"#, #"[null]"#,
        ].flatMap { json in
            [
                .decoding([Double].self, json), .decoding([Double].self, json, [.floatStrings]),
                .decoding([Float].self, json, [.floatStrings]), .decoding([Int].self, json, [.floatStrings]),
            ]
        } + [
            .decoding([String: Double].self, #"{"x": "+∞"}"#, [.floatStrings]),
            .decoding(Double.self, #""NaN""#, [.floatStrings]),
        ]

    static let topLevelDictionaries: [DifferentialCase] =
        [
            #""a": 1, "b": [2]"#, #""a": 1,"#, #"{"a": 1}"#, "", "  ", #""a": 1}"#, #""a": 1, }"#, "[1]", #""a""#,
            #" {"a": 1} "#, #""a": 1 "b": 2"#,
        ].flatMap { json in
            [
                .decoding([String: JSONValue].self, json, [.topLevelDictionary]),
                .decoding([String: JSONValue].self, json, [.topLevelDictionary, .json5]),
            ]
        } + [
            .decoding([String: JSONValue].self, "a: 1, b: 'x' // note", [.topLevelDictionary, .json5]),
            .decoding([String: JSONValue].self, #"/* c */ {"a": 1}"#, [.topLevelDictionary, .json5]),
            .decoding(Table.ReadsUserInfo.self, #""a": 1"#, [.topLevelDictionary]),
        ]

    static let errors: [DifferentialCase] = [
        .decoding([Table.TwoOf<String>].self, #"[["a"]]"#),
        .decoding(Table.TwoOf<Table.TwoOf<String>>.self, #"[["a", "b"]]"#),
        .decoding(Table.PastTheEnd.self, #"["only"]"#), .decoding(Table.PastTheEnd.self, #"["only", 1]"#),
        .decoding(Table.Nested.self, #"{"a": {}, "b": [5]}"#), .decoding(Table.Nested.self, #"{"a": [], "b": [5]}"#),
        .decoding(Table.Nested.self, #"{"b": [5]}"#), .decoding(Table.Nested.self, #"{"a": {}, "b": null}"#),
        .decoding([[String: [String: Date]]].self, #"[{"values": null,}]"#),
        .decoding([String: [Int]].self, #"{"not": "an array"}"#),
        .decoding([String: Decimal].self, #"{"decimal": "nope"}"#),
        .decoding([String: URL].self, #"{"url": ""}"#), .decoding([String: Int].self, #"{"a": ,}"#),
        .decoding([[String: Bool]].self, #"[{"a real bool": true}, {"not a bool at all": "see"}]"#),
    ]
}
