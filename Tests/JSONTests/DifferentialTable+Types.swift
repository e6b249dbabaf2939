import Foundation

/// Types the differential table decodes, each exercising one part of the `Decoder` protocol.
enum TableTypes {
    class Person: Decodable, CustomStringConvertible {
        let name: String
        var description: String { "\(type(of: self))(name: \(name))" }
    }

    final class Employee: Person {
        let employeeID: Int
        private enum Keys: String, CodingKey { case employeeID }
        required init(from decoder: any Decoder) throws {
            employeeID = try decoder.container(keyedBy: Keys.self).decode(Int.self, forKey: .employeeID)
            try super.init(from: decoder)
        }
        override var description: String { "Employee(name: \(name), employeeID: \(employeeID))" }
    }

    /// 128-bit integers through the keyed container, required and optional.
    struct Wide: Decodable, Equatable {
        let signed: Int128
        let unsigned: UInt128
        let optionalSigned: Int128?
        let optionalUnsigned: UInt128?
    }

    /// 128-bit integers through the unkeyed container's own methods.
    struct WideList: Decodable, Equatable {
        let signed: Int128
        let unsigned: UInt128
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            signed = try container.decode(Int128.self)
            unsigned = try container.decode(UInt128.self)
        }
    }

    /// Keys a `.custom` strategy (`DecoderSetting.customKeys`) produces.
    struct CustomKeyed: Decodable, Equatable {
        let id: Int
        let inner: Inner
        enum CodingKeys: String, CodingKey {
            case id = "ID"
            case inner = "INNER"
        }
        struct Inner: Decodable, Equatable {
            let name: String
            enum CodingKeys: String, CodingKey { case name = "INNER>NAME" }
        }
    }

    struct Stamped: Decodable, Equatable { let date: Date }
    struct Blob: Decodable, Equatable { let data: Data }

    /// Reads the `userInfo` value under `key` as its only content.
    struct ReadsUserInfo: Decodable, Equatable {
        static let key = CodingUserInfoKey(rawValue: "table.flavour")!
        let flavour: String?
        let assumesTopLevelDictionary: Bool?
        init(from decoder: any Decoder) throws {
            flavour = decoder.userInfo[Self.key] as? String
            assumesTopLevelDictionary =
                decoder.userInfo[CodingUserInfoKey(rawValue: "_NSAssumesTopLevelDictionaryJSON5")!] as? Bool
        }
    }

    /// Takes two values from an unkeyed container, to run off its end.
    struct TwoOf<T: Decodable>: Decodable {
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            _ = try container.decode(T.self)
            _ = try container.decode(T.self)
        }
    }

    /// Asks for a nested unkeyed container and a super decoder past the end of its array.
    struct PastTheEnd: Decodable {
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            _ = try container.decode(String.self)
            if container.isAtEnd { _ = try container.superDecoder() }
            _ = try container.nestedUnkeyedContainer()
        }
    }

    /// Reads nested containers and super decoders, reporting where each one points.
    struct Nested: Decodable, Equatable {
        let paths: [String]
        enum Keys: String, CodingKey { case a, b, missing }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            let a = try container.nestedContainer(keyedBy: Keys.self, forKey: .a)
            var b = try container.nestedUnkeyedContainer(forKey: .b)
            let superDecoder = try container.superDecoder(forKey: .missing)
            paths = [
                a.codingPath.map(\.stringValue).joined(separator: "/"),
                b.codingPath.map(\.stringValue).joined(separator: "/"),
                superDecoder.codingPath.map(\.stringValue).joined(separator: "/"),
                String(try superDecoder.singleValueContainer().decodeNil()),
                String(try b.decode(Int.self)), String(b.count ?? -1),
            ]
        }
    }
}

/// A value that decodes with a configuration, for `decode(_:from:configuration:)`.
struct Scaled: DecodableWithConfiguration, Equatable {
    let value: Double
    init(from decoder: any Decoder, configuration: Double) throws {
        value = try decoder.singleValueContainer().decode(Double.self) * configuration
    }
}

/// Supplies `Scaled`'s configuration by type.
enum Triple: DecodingConfigurationProviding {
    static let decodingConfiguration = 3.0
}
