import Foundation
import StrataDomain
import StrataTestSupport
import Testing

@testable import StrataData

/// Every record of the real dataset decodes and maps, and every field lands where it belongs: the
/// expectations read the raw JSON independently of the DTOs.
@Suite("DTO mapping")
struct DTOMappingTests {
    private let raw: [String: [[String: Any]]]
    private let dataset: Dataset

    private struct Dataset: Decodable {
        let posts: [PostDTO]
        let comments: [CommentDTO]
        let users: [UserDTO]
        let todos: [TodoDTO]
    }

    init() throws {
        let data = try Data(contentsOf: RepositoryPaths.jsonPlaceholderData)
        raw = try #require(JSONSerialization.jsonObject(with: data) as? [String: [[String: Any]]])
        dataset = try JSONDecoder().decode(Dataset.self, from: data)
    }

    @Test("all 100 posts map field by field")
    func mapsPosts() {
        let posts = dataset.posts.map { $0.toDomain() }
        #expect(posts.count == 100)
        for (post, record) in zip(posts, raw["posts"]!) {
            #expect(post.id == record["id"] as? Int)
            #expect(post.authorID == record["userId"] as? Int)
            #expect(post.title == record["title"] as? String)
            #expect(post.body == record["body"] as? String)
        }
    }

    @Test("all 500 comments map field by field")
    func mapsComments() {
        let comments = dataset.comments.map { $0.toDomain() }
        #expect(comments.count == 500)
        for (comment, record) in zip(comments, raw["comments"]!) {
            #expect(comment.id == record["id"] as? Int)
            #expect(comment.postID == record["postId"] as? Int)
            #expect(comment.title == record["name"] as? String)
            #expect(comment.authorEmail == record["email"] as? String)
            #expect(comment.body == record["body"] as? String)
        }
    }

    @Test("all 200 todos map field by field")
    func mapsTodos() {
        let todos = dataset.todos.map { $0.toDomain() }
        #expect(todos.count == 200)
        for (todo, record) in zip(todos, raw["todos"]!) {
            #expect(todo.id == record["id"] as? Int)
            #expect(todo.ownerID == record["userId"] as? Int)
            #expect(todo.title == record["title"] as? String)
            #expect(todo.isCompleted == record["completed"] as? Bool)
        }
    }

    @Test("all 10 users map with address, coordinate and company")
    func mapsUsers() throws {
        let users = dataset.users.map { $0.toDomain() }
        #expect(users.count == 10)
        for (user, record) in zip(users, raw["users"]!) {
            let address = try #require(record["address"] as? [String: Any])
            let geo = try #require(address["geo"] as? [String: String])
            let company = try #require(record["company"] as? [String: String])
            #expect(user.id == record["id"] as? Int)
            #expect(user.name == record["name"] as? String)
            #expect(user.username == record["username"] as? String)
            #expect(user.email == record["email"] as? String)
            #expect(user.phone == record["phone"] as? String)
            #expect(user.website == record["website"] as? String)
            #expect(user.address.street == address["street"] as? String)
            #expect(user.address.suite == address["suite"] as? String)
            #expect(user.address.city == address["city"] as? String)
            #expect(user.address.zipcode == address["zipcode"] as? String)
            #expect(user.address.coordinate?.latitude == Double(geo["lat"]!))
            #expect(user.address.coordinate?.longitude == Double(geo["lng"]!))
            #expect(user.company.name == company["name"])
            #expect(user.company.catchPhrase == company["catchPhrase"])
            #expect(user.company.business == company["bs"])
        }
    }

    @Test(
        "a coordinate that is not a pair of numbers in range maps to nil, never a crash",
        arguments: [
            ("north", "1"), ("1", ""), ("nan", "0"), ("91", "0"), ("0", "inf"), ("1e400", "0"), ("12,5", "3"),
            ("0x1A", "0"), ("+5", "0"), (" 5", "0"), ("5 ", "0"), (".5", "0"), ("5.", "0"), ("-", "0"),
            ("1.2.3", "0"), ("--1", "0"), ("1-", "0"), ("٣", "0"), ("1e", "0"), ("1e+", "0"), ("1.5e", "0"),
            ("1e5x", "0"), ("1e-7 ", "0"),
        ]
    )
    func rejectsBadCoordinates(lat: String, lng: String) {
        #expect(UserDTO.GeoDTO(lat: lat, lng: lng).toDomain() == nil)
    }

    @Test("decimal coordinates map to exactly the value Double(String) gives, bit for bit")
    func coordinatesMatchTheStandardParser() {
        var rng = SplitMix64(state: 2026)
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(rng.int(0...9))) })
        }
        func decimal(below limit: Int) -> String {
            let sign = rng.chance(50) ? "-" : ""
            let whole = (rng.chance(10) ? "00" : "") + String(rng.int(0...(limit - 1)))
            let fractionDigits = rng.int(0...24)
            let text = sign + whole + (fractionDigits == 0 ? "" : "." + digits(fractionDigits))
            return rng.chance(10) ? text + "e-" + String(rng.int(0...3)) : text
        }
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let latitude = decimal(below: 90)
            let longitude = decimal(below: 180)
            let coordinate = UserDTO.GeoDTO(lat: latitude, lng: longitude).toDomain()
            if coordinate?.latitude.bitPattern != Double(latitude)?.bitPattern
                || coordinate?.longitude.bitPattern != Double(longitude)?.bitPattern
            {
                mismatches.append("\(latitude), \(longitude)")
            }
        }
        #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5))")
    }

    @Test("edge values: signed zero, the range limits, and values that round onto a limit")
    func coordinateEdges() {
        #expect(UserDTO.GeoDTO(lat: "-0", lng: "0").toDomain()?.latitude.sign == .minus)
        #expect(UserDTO.GeoDTO(lat: "-90", lng: "180").toDomain()?.longitude == 180)
        #expect(UserDTO.GeoDTO(lat: "90.0000000000000000001", lng: "0").toDomain()?.latitude == 90)
        #expect(UserDTO.GeoDTO(lat: "90.000001", lng: "0").toDomain() == nil)
        #expect(UserDTO.GeoDTO(lat: "1E-7", lng: "0").toDomain()?.latitude == 1e-7)
    }

    @Test("a valid coordinate keeps its exact values")
    func keepsValidCoordinate() {
        let coordinate = UserDTO.GeoDTO(lat: "-37.3159", lng: "81.1496").toDomain()
        #expect(coordinate?.latitude == -37.3159)
        #expect(coordinate?.longitude == 81.1496)
    }
}
