import StrataComposition
import StrataPresentation

/// Turns arguments and environment into an invocation, rejecting anything it does not understand
/// instead of guessing, and suggesting the closest known word for a typo.
enum CommandLineParser {
    static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError) -> Invocation {
        var configuration = AppConfiguration()
        configuration.environment = environment
        if let value = environment["STRATA_BASE_URL"], !value.isEmpty {
            configuration.baseURL = try ValueParsers.baseURL(value, source: "STRATA_BASE_URL")
        }
        let (flags, positional) = try split(arguments)
        let command = try commandName(positional.first)
        let context: Flag.Context = command.map { .command($0) } ?? .app

        if flags.contains(where: { $0.flag.name == "--help" }) {
            return Invocation(command: .help(command), configuration: configuration)
        }
        var format = OutputFormat.text
        var startRoute: Route?
        for (flag, value) in flags {
            guard flag.contexts.contains(context) else {
                let place = command.map { "'\($0.rawValue)'" } ?? "the interactive app"
                throw UsageError("\(flag.name) does not apply to \(place)", command: command)
            }
            switch flag.name {
            case "--version": return Invocation(command: .version, configuration: configuration)
            case "--json": format = .json
            case "--base-url": configuration.baseURL = try ValueParsers.baseURL(value ?? "", source: "--base-url")
            case "--timeout": configuration.timeout = try ValueParsers.timeout(value ?? "")
            case "--user": configuration.userID = try ValueParsers.id(value ?? "", of: "user", flag: "--user")
            case "--db": configuration.databasePath = try ValueParsers.nonEmpty(value ?? "", flag: "--db")
            case "--offline": configuration.isOffline = true
            case "--todos-on-server": configuration.keepsTodosOnServerOnly = true
            case "--verbose": configuration.isVerbose = true
            case "--route": startRoute = try ValueParsers.route(value ?? "")
            default: break
            }
        }
        let arguments = Array(positional.dropFirst())
        let parsed: Command
        switch command {
        case nil: parsed = .interactive(startRoute)
        case .open:
            let route = try ValueParsers.route(
                try single(arguments, "'open' takes one route, such as 'posts/1'", .open))
            // Without a query the search screen only suggests recent searches: there are no posts to print.
            guard format == .text || route != .posts(.search(query: "")) else {
                throw UsageError(
                    "open search --json: no query, so no posts to print as JSON; give one, such as 'search/qui'",
                    command: .open, usage: ["Usage: strata open search/QUERY --json"])
            }
            parsed = .open(route)
        case .todos: parsed = try TodosArguments.parse(arguments, userID: configuration.userID)
        case .sync:
            guard arguments.isEmpty else { throw UsageError("'sync' takes no arguments", command: .sync) }
            guard !configuration.isOffline else {
                throw UsageError("'sync' sends changes to the server; --offline would send nothing", command: .sync)
            }
            parsed = .sync
        case .help:
            guard arguments.count <= 1 else { throw UsageError("'help' takes at most one command", command: .help) }
            if let topic = arguments.first {
                parsed = .help(try helpTopic(topic))
            } else {
                parsed = .help(nil)
            }
        case .completions:
            let name = try single(arguments, "'completions' takes a shell: bash, zsh or fish", .completions)
            guard let shell = Shell(rawValue: name) else {
                let shells = Shell.allCases.map(\.rawValue)
                throw UsageError(
                    "unknown shell '\(name)'\(Suggestion.phrase(for: name, among: shells)); expected bash, zsh or fish",
                    command: .completions)
            }
            parsed = .completions(shell)
        }
        return Invocation(command: parsed, configuration: configuration, format: format)
    }

    /// Separates flags (with their values) from positional arguments; `--` ends the flags.
    private static func split(_ arguments: [String]) throws(UsageError) -> ([(flag: Flag, value: String?)], [String]) {
        var flags: [(flag: Flag, value: String?)] = []
        var positional: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positional += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            let (spelling, inline) = splitInline(argument)
            guard let flag = Flag.named(spelling) else {
                let known = Flag.all.map(\.name)
                throw UsageError("unknown option '\(spelling)'\(Suggestion.phrase(for: spelling, among: known))")
            }
            if flag.value == nil {
                guard inline == nil else { throw UsageError("\(flag.name) takes no value") }
                flags.append((flag, nil))
            } else if let inline {
                flags.append((flag, inline))
            } else {
                guard let next = remaining.popFirst() else {
                    throw UsageError("\(flag.name) needs a value (\(flag.value ?? ""))")
                }
                flags.append((flag, next))
            }
        }
        return (flags, positional)
    }

    private static func splitInline(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func commandName(_ word: String?) throws(UsageError) -> CommandName? {
        guard let word else { return nil }
        guard let name = CommandName(rawValue: word) else {
            let phrase = Suggestion.phrase(for: word, among: CommandName.allCases.map(\.rawValue))
            throw UsageError("unknown command '\(word)'\(phrase)")
        }
        return name
    }

    private static func helpTopic(_ word: String) throws(UsageError) -> CommandName {
        guard let name = CommandName(rawValue: word) else {
            let phrase = Suggestion.phrase(for: word, among: CommandName.allCases.map(\.rawValue))
            throw UsageError("no help for '\(word)'\(phrase)", command: .help)
        }
        return name
    }

    private static func single(_ arguments: [String], _ usage: String, _ command: CommandName) throws(UsageError)
        -> String
    {
        guard arguments.count == 1 else { throw UsageError(usage, command: command) }
        return arguments[0]
    }
}
