import Foundation
import StrataTestSupport

/// Larger documents of the same shapes as the dataset, generated in process from fixed seeds so every
/// run and every machine decodes the same bytes.
enum ScaledPayloads {
    private static let words = [
        "lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do",
        "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua", "enim",
        "minim", "veniam", "quis", "nostrud", "exercitation", "ullamco", "laboris", "nisi", "aliquip",
        "commodo", "consequat", "duis", "aute", "irure", "reprehenderit", "voluptate", "velit", "esse",
    ]

    /// `count` posts with four-line bodies (so every body has `\n` escapes); 10,000 are about 2.4 MB.
    static func posts(_ count: Int, seed: UInt64, name: String) -> Payload {
        var random = SplitMix64(state: seed)
        var json = JSONWriter(capacity: count * 250)
        json.raw("[")
        for id in 1...count {
            if id > 1 { json.raw(",") }
            json.raw("{")
            json.field("userId", id / 10 + 1, first: true)
            json.field("id", id)
            json.field("title", sentence(&random, 4...9))
            json.field("body", (0..<4).map { _ in sentence(&random, 4...7) }.joined(separator: "\n"))
            json.raw("}")
        }
        json.raw("]")
        return Payload(name: name, data: Data(json.bytes), objectCount: count)
    }

    /// `count` users, each with a nested address, coordinate and company; 5,000 are about 2 MB.
    static func users(_ count: Int, seed: UInt64, name: String) -> Payload {
        Payload(name: name, data: Data(usersJSON(count, seed: seed)), objectCount: count)
    }

    /// One user as a document of its own, the shape of the profile screen's `GET /users/1`.
    static func user(seed: UInt64, name: String) -> Payload {
        Payload(name: name, data: Data(usersJSON(1, seed: seed).dropFirst().dropLast()), objectCount: 1)
    }

    /// A JSON array of `count` generated users.
    private static func usersJSON(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(state: seed)
        var json = JSONWriter(capacity: count * 420)
        json.raw("[")
        for id in 1...count {
            if id > 1 { json.raw(",") }
            json.raw("{")
            json.field("id", id, first: true)
            json.field("name", sentence(&random, 2...2).capitalized)
            json.field("username", random.pick(words) + String(id))
            json.field("email", "\(random.pick(words))\(id)@\(random.pick(words)).biz")
            json.raw(",")
            json.key("address")
            json.raw("{")
            json.field("street", sentence(&random, 2...3).capitalized, first: true)
            json.field("suite", "Apt. \(random.int(1...999))")
            json.field("city", sentence(&random, 1...2).capitalized)
            json.field("zipcode", "\(random.int(10000...99999))-\(random.int(1000...9999))")
            json.raw(",")
            json.key("geo")
            json.raw("{")
            json.field("lat", coordinate(&random, limit: 90), first: true)
            json.field("lng", coordinate(&random, limit: 180))
            json.raw("}}")
            json.field(
                "phone",
                "1-\(random.int(100...999))-\(random.int(100...999))-\(random.int(1000...9999)) x\(random.int(100...99999))"
            )
            json.field("website", "\(random.pick(words)).org")
            json.raw(",")
            json.key("company")
            json.raw("{")
            json.field("name", sentence(&random, 1...3).capitalized, first: true)
            json.field("catchPhrase", sentence(&random, 3...5))
            json.field("bs", sentence(&random, 3...4))
            json.raw("}}")
        }
        json.raw("]")
        return json.bytes
    }

    private static func sentence(_ random: inout SplitMix64, _ wordCount: ClosedRange<Int>) -> String {
        (0..<random.int(wordCount)).map { _ in random.pick(words) }.joined(separator: " ")
    }

    /// A decimal string with four fraction digits within ±`limit`, as JSONPlaceholder sends coordinates.
    private static func coordinate(_ random: inout SplitMix64, limit: Int) -> String {
        let tenThousandths = random.int(-limit * 10_000...limit * 10_000)
        let sign = tenThousandths < 0 ? "-" : ""
        let magnitude = abs(tenThousandths)
        let fraction = String(magnitude % 10_000)
        return "\(sign)\(magnitude / 10_000).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)"
    }
}
