import Foundation
import StrataTestSupport
import Testing

@testable import StrataJSON

/// Decodes the same input with Foundation's `JSONDecoder` and with `StrataJSONDecoder` and expects
/// identical results, or both to fail.
@Suite("Differential against Foundation")
struct DifferentialTests {
    struct Post: Decodable, Equatable {
        let userId: Int
        let id: Int
        let title: String
        let body: String
    }
    struct Comment: Decodable, Equatable {
        let postId: Int
        let id: Int
        let name: String
        let email: String
        let body: String
    }
    struct Album: Decodable, Equatable {
        let userId: Int
        let id: Int
        let title: String
    }
    struct Photo: Decodable, Equatable {
        let albumId: Int
        let id: Int
        let title: String
        let url: URL
        let thumbnailUrl: URL
    }
    struct Todo: Decodable, Equatable {
        let userId: Int
        let id: Int
        let title: String
        let completed: Bool
    }
    struct Geo: Decodable, Equatable {
        let lat: String
        let lng: String
    }
    struct Address: Decodable, Equatable {
        let street: String
        let suite: String
        let city: String
        let zipcode: String
        let geo: Geo
    }
    struct Company: Decodable, Equatable {
        let name: String
        let catchPhrase: String
        let bs: String
    }
    struct User: Decodable, Equatable {
        let id: Int
        let name: String
        let username: String
        let email: String
        let address: Address
        let phone: String
        let website: String
        let company: Company
    }
    struct Dataset: Decodable, Equatable {
        let posts: [Post]
        let comments: [Comment]
        let albums: [Album]
        let photos: [Photo]
        let users: [User]
        let todos: [Todo]
    }

    @Test("the JSONPlaceholder dataset decodes to the same DTOs")
    func jsonPlaceholderDataset() throws {
        let data = try Data(contentsOf: RepositoryPaths.jsonPlaceholderData)
        let expected = try JSONDecoder().decode(Dataset.self, from: data)
        let actual = try StrataJSONDecoder().decode(Dataset.self, from: data)
        #expect(actual == expected)
        #expect(actual.posts.count == 100 && actual.photos.count == 5000 && actual.users.count == 10)
        #expect(
            try StrataJSONDecoder().decode(JSONValue.self, from: data)
                == JSONDecoder().decode(JSONValue.self, from: data))
    }

    @Test("2,000 random generic documents decode to the same JSONValue")
    func randomGenericDocuments() {
        var generator = RandomJSON(seed: 0x5EED)
        for _ in 0..<2_000 {
            let text = generator.document()
            compare(JSONValue.self, text)
        }
    }

    struct Record: Decodable, Equatable {
        let int: Int
        let small: Int8
        let unsigned: UInt32
        let double: Double
        let float: Float
        let text: String
        let flag: Bool
        let optional: String?
        let list: [Int64]
        let map: [String: Double]
        let nested: [Record]?
    }

    @Test("2,000 random typed documents decode to the same structs")
    func randomTypedDocuments() {
        var generator = RandomJSON(seed: 0xC0FFEE)
        for _ in 0..<2_000 {
            let text = generator.record(depth: 0)
            compare(Record.self, text)
            compare([String: JSONValue].self, text)
        }
    }

    @Test("mutated invalid documents are rejected by both decoders")
    func mutatedInvalidDocuments() {
        var generator = RandomJSON(seed: 0xBAD)
        var rng = SplitMix64(state: 99)
        for _ in 0..<1_000 {
            let valid = Array(("[" + generator.document() + "]").utf8)
            var bytes = valid
            switch rng.int(0...3) {
            case 0:
                bytes.removeLast(rng.int(1...(valid.count - 1)))
            case 1:
                bytes.insert(0xFF, at: rng.int(0...valid.count))
            case 2:
                bytes.insert(0x01, at: rng.int(0...valid.count))
            default:
                bytes.insert(contentsOf: [0xC0, 0x80], at: rng.int(0...valid.count))
            }
            let data = Data(bytes)
            let strataError = caught { _ = try StrataJSONDecoder().decode(JSONValue.self, from: data) }
            let foundationError = caught { _ = try JSONDecoder().decode(JSONValue.self, from: data) }
            #expect(kindOf(strataError) == "dataCorrupted", "accepted: \(String(decoding: bytes, as: UTF8.self))")
            #expect(foundationError != nil)
        }
    }

    private func compare<T: Decodable & Equatable>(
        _ type: T.Type, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let data = Data(text.utf8)
        let expected = Result { try JSONDecoder().decode(type, from: data) }
        let actual = Result { try StrataJSONDecoder().decode(type, from: data) }
        switch (expected, actual) {
        case (.success(let lhs), .success(let rhs)):
            #expect(lhs == rhs, "\(text)", sourceLocation: sourceLocation)
        case (.failure(let lhs), .failure(let rhs)):
            #expect(kindOf(lhs) == kindOf(rhs), "\(text)", sourceLocation: sourceLocation)
        default:
            Issue.record("Foundation: \(expected), Strata: \(actual) for \(text)", sourceLocation: sourceLocation)
        }
    }
}
