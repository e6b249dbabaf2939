import StrataComposition
import StrataPresentation

/// Turns arguments and environment into an invocation, rejecting anything it does not understand
/// instead of guessing, and suggesting the closest known word for a typo.
enum CommandLineParser {
    static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError) -> Invocation {
        let split: SplitArguments
        do {
            split = try SplitArguments(arguments)
        } catch {
            // Cut before the command is known: point at the help of the word that looks like one.
            var pointed = error
            pointed.command = pointed.command ?? arguments.first { !$0.hasPrefix("-") }.flatMap(CommandName.init)
            throw pointed
        }
        let invocation: Invocation
        do {
            invocation = try interpret(split, environment: environment)
        } catch {
            // `--json WORD`: WORD is a positional argument when the command takes it (`open --json posts`),
            // else the fields (`open posts --json id`); when neither reading makes a command, the first
            // reading's error says what is wrong.
            guard let other = split.withOptionalValueTaken,
                let reading = try? interpret(other, environment: environment)
            else { throw error }
            invocation = reading
        }
        return try checkingFields(of: invocation)
    }

    /// The fields of `--json FIELDS` checked against what the command prints.
    private static func checkingFields(of invocation: Invocation) throws(UsageError) -> Invocation {
        guard case .json(.only(let names)) = invocation.format else { return invocation }
        var checked = invocation
        let name = invocation.command.name
        checked.format = .json(.only(try JSONFieldList.check(names, for: invocation.command, name: name)))
        return checked
    }

    private static func interpret(_ split: SplitArguments, environment: [String: String]) throws(UsageError)
        -> Invocation
    {
        var configuration = AppConfiguration()
        configuration.environment = environment
        let (flags, positional) = (split.flags, split.positional)
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
            case "--json": format = .json(value.map { .only(JSONFieldList.names(in: $0)) } ?? .all)
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
            // Without a query the search screen lists no posts: there is nothing to print.
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
        case .completions where arguments.first == "ids":
            let subjects = CompletionSubject.allCases.map(\.rawValue)
            let name = try single(
                Array(arguments.dropFirst()), "'completions ids' takes one of \(subjects.joined(separator: ", "))",
                .completions)
            guard let subject = CompletionSubject(rawValue: name) else {
                throw UsageError(
                    "unknown kind of id '\(name)'\(Suggestion.phrase(for: name, among: subjects)); expected "
                        + subjects.joined(separator: ", "), command: .completions)
            }
            parsed = .completionIDs(subject)
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
        // Read only where it is used, and only when no flag overrides it: a bad value left in the
        // environment must not block help, the version, completions or the flag that replaces it.
        if parsed.readsServerAddress, !flags.contains(where: { $0.flag.name == "--base-url" }),
            let value = environment["STRATA_BASE_URL"], !value.isEmpty
        {
            configuration.baseURL = try ValueParsers.baseURL(value, source: "STRATA_BASE_URL")
        }
        return Invocation(command: parsed, configuration: configuration, format: format)
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
