import StrataTestSupport

/// Random and boundary argument lists, built from the words the parser knows, the numbers at the
/// edges of every range, and bytes nobody would type, from a fixed seed so a failure reproduces.
struct ArgumentFuzzing {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(state: seed)
    }

    static let numbers = [
        "0", "1", "-1", "2", "10", "100", "101", "3600", "3601", "0.5", "0.0001", "1e3", "nan", "inf", "-inf",
        "9223372036854775807", "9223372036854775808", "-9223372036854775808", "99999999999999999999",
        "1000000000", "1000000001", "1000000000000000000", "0x10", "1_000", " 1", "", "١٢",
    ]

    static let words = [
        "open", "todos", "sync", "help", "completions", "list", "add", "toggle", "rename", "rm", "bash", "zsh", "fish",
        "--json", "--user", "--base-url", "--timeout", "--db", "--offline", "--verbose", "-v", "--route", "--help",
        "-h",
        "--version", "--", "-", "--user=", "--timeout=", "--nope", "-x",
    ]

    static let routeParts = [
        "posts", "users", "todos", "search", "comments", "?", "page=", "&", "=", "/", "//", "%", "%2F", "%zz", "+", " ",
        "\u{202E}", "\u{0}", "日本", "é",
    ]

    /// True about `percent` times in a hundred.
    mutating func chance(_ percent: Int) -> Bool { random.chance(percent) }

    /// A route-shaped text: known segments, numbers at their edges, and stray punctuation.
    mutating func route() -> String {
        (0..<random.int(1...5)).map { _ in
            random.chance(40) ? random.pick(Self.numbers) : random.pick(Self.routeParts)
        }.joined(separator: random.chance(70) ? "/" : "")
    }

    /// A command line shaped like a real one, with a random route, id, title or number in it.
    mutating func commandLine() -> [String] {
        let number = random.pick(Self.numbers)
        let forms: [[String]] = [
            ["open", route()], ["open", route(), "--json"], ["open", random.pick(Self.validRoutes), "--offline"],
            ["open", random.pick(Self.validRoutes), "--json", "--offline"], ["todos", "list", "--user", number],
            ["todos", "add", "--user", number, route()], ["todos", "toggle", number], ["todos", "rm", number],
            ["todos", "rename", number, route()], ["open", "posts?page=\(number)"], ["help", random.pick(Self.words)],
        ]
        return random.pick(forms)
    }

    static let validRoutes = [
        "posts", "posts?page=2", "posts/1", "posts/3/comments", "search/qui", "users", "users/2", "users/2/posts",
        "users/2/todos", "posts/1000",
    ]

    /// An argument list mixing known words, numbers, routes and noise.
    mutating func arguments() -> [String] {
        (0..<random.int(0...6)).map { _ in
            switch random.int(0...9) {
            case 0...4: random.pick(Self.words)
            case 5, 6: random.pick(Self.numbers)
            case 7, 8: route()
            default: String((0..<random.int(0...4)).map { _ in Character(Unicode.Scalar(UInt8(random.int(1...127)))) })
            }
        }
    }
}
