/// Every flag the executable knows, with where it applies and what it means: the one table the
/// parser, the help texts and the shell completions are made from.
struct Flag: Equatable {
    /// Where a flag may be used.
    enum Context: Equatable, Hashable {
        case app
        case command(CommandName)
    }

    let name: String
    var short: String?
    /// The value's placeholder, such as "URL"; `nil` for a flag that takes no value.
    var value: String?
    /// Whether the value may be left out: `--json` alone prints everything, `--json id,title` some fields.
    var valueIsOptional = false
    let summary: String
    let contexts: Set<Context>

    static let dataCommands: Set<Context> = [.command(.open), .command(.todos), .command(.sync)]
    static let everyScreen: Set<Context> = [.app, .command(.open), .command(.todos), .command(.sync)]

    static let all: [Flag] = [
        Flag(
            name: "--json", value: "FIELDS", valueIsOptional: true,
            summary:
                "print data as JSON (schema 1) instead of text; with FIELDS (id,title), only those fields of each item",
            contexts: dataCommands),
        Flag(
            name: "--user", value: "ID",
            summary: "act as this user rather than the one signed in in the app (todos, 'open todos', the app)",
            contexts: [.app, .command(.open), .command(.todos), .command(.completions)]),
        Flag(
            name: "--base-url", value: "URL",
            summary: "the server (env STRATA_BASE_URL; default https://jsonplaceholder.typicode.com)",
            contexts: everyScreen.union([.command(.completions)])),
        Flag(
            name: "--timeout", value: "SECONDS",
            summary: "deadline for a whole screen, every request included (default 10)",
            contexts: everyScreen),
        Flag(
            name: "--db", value: "PATH",
            summary: "the local store (env STRATA_DB; ':memory:' for a throwaway one)",
            contexts: everyScreen.union([.command(.completions)])),
        Flag(
            name: "--offline", summary: "never touch the network; answer from the local store",
            contexts: [.app, .command(.open), .command(.todos)]),
        Flag(
            name: "--todos-on-server",
            summary: "keep todos on the server only: no local copy, no queued edits (edits fail offline)",
            contexts: [.app, .command(.open), .command(.todos)]),
        Flag(
            name: "--verbose", short: "-v", summary: "log requests to stderr, secrets redacted", contexts: dataCommands),
        Flag(name: "--route", value: "ROUTE", summary: "start the app at a route, such as users/2", contexts: [.app]),
        Flag(
            name: "--help", short: "-h", summary: "show help",
            contexts: everyScreen.union([.command(.help), .command(.completions)])),
        Flag(name: "--version", summary: "show the version", contexts: [.app]),
    ]

    /// The flag spelled `spelling` (`--json`, `-v`), if there is one.
    static func named(_ spelling: String) -> Flag? {
        all.first { $0.name == spelling || $0.short == spelling }
    }

    /// The flags that apply in `context`, for help and completions.
    static func applying(to context: Context) -> [Flag] {
        all.filter { $0.contexts.contains(context) }
    }

    /// "--base-url URL", "-v, --verbose", "--json [FIELDS]".
    var usage: String {
        let spelled = short.map { "\($0), \(name)" } ?? name
        return value.map { valueIsOptional ? "\(spelled) [\($0)]" : "\(spelled) \($0)" } ?? spelled
    }

    /// Whether the flag always takes a value, so the word after it is that value.
    var requiresValue: Bool { value != nil && !valueIsOptional }
}
