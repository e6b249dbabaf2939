import Foundation
import StrataTestSupport

/// A pretty-printed list of GitHub-style issues, generated from a fixed seed: two-space indentation
/// four levels deep, nested users, labels and milestones, `null`s where an API leaves a field empty,
/// URLs, and text with `\r\n`, quotes, `\u003c`-style escapes and raw non-ASCII. It stands for the
/// responses of real APIs, where whitespace, keys and optionals cost more than in a compact list.
enum IssuePayloads {
    private static let words = [
        "crash", "when", "decoding", "the", "response", "after", "update", "cache", "is", "not", "cleared",
        "on", "sign-out", "timeout", "retry", "works", "locally", "but", "fails", "in", "CI", "with", "Swift",
        "6.3", "Linux", "regression", "since", "v2.1", "naïve", "café", "größer", "日本語", "—", "“quoted”",
    ]
    private static let snippets = [
        "`Array<Int>`", "`a < b && b > c`", "<details>", "\"strict\" mode", "path\\to\\file", "😀 thanks!",
        "`if x <= 0 { return }`", "see #12 & #34",
    ]
    private static let logins = ["octocat", "hubot", "mona", "d-ramos", "zoë", "kt-li", "j.smith", "renovate[bot]"]
    private static let labelNames = ["bug", "enhancement", "good first issue", "help wanted", "question", "wontfix"]

    /// `count` issues, about 2.4 KB each.
    static func issues(_ count: Int, seed: UInt64, name: String) -> Payload {
        var random = SplitMix64(state: seed)
        let list = PrettyJSON.array((1...count).map { issue(number: $0, &random) })
        return Payload(name: name, data: Data(list.text()), objectCount: count)
    }

    private static func issue(number: Int, _ random: inout SplitMix64) -> PrettyJSON {
        let api = "https://api.example.com/repos/strata/strata/issues/\(number)"
        let isClosed = random.int(0...2) == 0
        let assignees = (0..<random.int(0...2)).map { _ in user(&random) }
        var members: [(String, PrettyJSON)] = [
            ("url", .string(api)),
            ("repository_url", .string("https://api.example.com/repos/strata/strata")),
            ("labels_url", .string(api + "/labels{/name}")),
            ("comments_url", .string(api + "/comments")),
            ("events_url", .string(api + "/events")),
            ("html_url", .string("https://example.com/strata/strata/issues/\(number)")),
            ("id", .int(1_000_000 + number * 37)),
            ("node_id", .string("I_kwDOA\(number)Xq\(random.int(1000...9999))")),
            ("number", .int(number)),
            ("title", .string(sentence(&random, 4...10))),
            ("user", user(&random)),
            ("labels", .array((0..<random.int(0...3)).map { _ in label(&random) })),
            ("state", .string(isClosed ? "closed" : "open")),
            ("locked", .bool(random.int(0...9) == 0)),
            ("assignee", assignees.first ?? .null),
            ("assignees", .array(assignees)),
            ("milestone", random.int(0...1) == 0 ? .null : milestone(&random)),
            ("comments", .int(random.int(0...40))),
            ("created_at", .string(timestamp(&random))),
            ("updated_at", .string(timestamp(&random))),
            ("closed_at", isClosed ? .string(timestamp(&random)) : .null),
            ("author_association", .string(random.pick(["OWNER", "MEMBER", "CONTRIBUTOR", "NONE"]))),
            ("active_lock_reason", .null),
        ]
        if random.int(0...3) == 0 { members.append(("draft", .bool(random.int(0...1) == 0))) }
        members += [
            ("body", random.int(0...5) == 0 ? .null : .string(body(&random))),
            ("reactions", reactions(api, &random)),
            ("timeline_url", .string(api + "/timeline")),
            ("performed_via_github_app", .null),
            ("state_reason", isClosed ? .string("completed") : .null),
        ]
        return .object(members)
    }

    private static func user(_ random: inout SplitMix64) -> PrettyJSON {
        let login = random.pick(logins)
        let id = random.int(1...9_999_999)
        return .object([
            ("login", .string(login)),
            ("id", .int(id)),
            ("node_id", .string("MDQ6VXNlcj\(id)")),
            ("avatar_url", .string("https://avatars.example.com/u/\(id)?v=4")),
            ("gravatar_id", .string("")),
            ("url", .string("https://api.example.com/users/\(login)")),
            ("html_url", .string("https://example.com/\(login)")),
            ("type", .string(login.hasSuffix("[bot]") ? "Bot" : "User")),
            ("site_admin", .bool(false)),
        ])
    }

    private static func label(_ random: inout SplitMix64) -> PrettyJSON {
        let name = random.pick(labelNames)
        return .object([
            ("id", .int(random.int(1...999_999))),
            ("node_id", .string("LA_kwDOA\(random.int(100...999))")),
            ("url", .string("https://api.example.com/repos/strata/strata/labels/\(name)")),
            ("name", .string(name)),
            ("color", .string(String(random.int(0...0xFF_FFFF), radix: 16))),
            ("default", .bool(name == "bug")),
            ("description", random.int(0...1) == 0 ? .null : .string(sentence(&random, 3...6))),
        ])
    }

    private static func milestone(_ random: inout SplitMix64) -> PrettyJSON {
        let number = random.int(1...20)
        return .object([
            ("url", .string("https://api.example.com/repos/strata/strata/milestones/\(number)")),
            ("html_url", .string("https://example.com/strata/strata/milestone/\(number)")),
            ("id", .int(5_000 + number)),
            ("number", .int(number)),
            ("title", .string("v\(number / 4 + 1).\(number % 4)")),
            ("description", random.int(0...2) == 0 ? .null : .string(sentence(&random, 5...9))),
            ("creator", user(&random)),
            ("open_issues", .int(random.int(0...50))),
            ("closed_issues", .int(random.int(0...200))),
            ("state", .string("open")),
            ("due_on", random.int(0...1) == 0 ? .null : .string(timestamp(&random))),
        ])
    }

    private static func reactions(_ api: String, _ random: inout SplitMix64) -> PrettyJSON {
        let counts = (0..<8).map { _ in random.int(0...9) == 0 ? random.int(1...5) : 0 }
        let names = ["+1", "-1", "laugh", "hooray", "confused", "heart", "rocket", "eyes"]
        return .object(
            [("url", .string(api + "/reactions")), ("total_count", .int(counts.reduce(0, +)))]
                + zip(names, counts).map { ($0, .int($1)) })
    }

    /// Paragraphs separated by `\r\n\r\n`, as text typed in a browser arrives, with code and quotes.
    private static func body(_ random: inout SplitMix64) -> String {
        (0..<random.int(1...4)).map { _ in
            (0..<random.int(1...3)).map { _ in
                sentence(&random, 6...14) + (random.int(0...1) == 0 ? " " + random.pick(snippets) : "") + "."
            }.joined(separator: " ")
        }.joined(separator: "\r\n\r\n")
    }

    private static func sentence(_ random: inout SplitMix64, _ wordCount: ClosedRange<Int>) -> String {
        (0..<random.int(wordCount)).map { _ in random.pick(words) }.joined(separator: " ")
    }

    private static func timestamp(_ random: inout SplitMix64) -> String {
        let day = random.int(1...28)
        let hour = random.int(0...23)
        let minute = random.int(0...59)
        return "2026-\(random.int(10...12))-\(day < 10 ? "0" : "")\(day)T\(hour < 10 ? "0" : "")\(hour):"
            + "\(minute < 10 ? "0" : "")\(minute):00Z"
    }
}
