import Foundation
import StrataPresentation

/// Turns arguments and environment into a command and a configuration, rejecting anything it does
/// not understand instead of guessing.
struct CommandLineParser {
    struct Invocation: Equatable {
        var command: Command
        var configuration: AppConfiguration
    }

    static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError) -> Invocation {
        var configuration = AppConfiguration()
        configuration.environment = environment
        if let value = environment["STRATA_BASE_URL"], !value.isEmpty {
            configuration.baseURL = try baseURL(value, source: "STRATA_BASE_URL")
        }
        var positional: [String] = []
        var format = OutputFormat.text
        var startRoute: Route?
        var wantsHelp = false
        var wantsVersion = false

        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (flag, inlineValue) = splitFlag(argument)
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
                return next
            }
            let takesNoValue: Set<String> = ["--help", "-h", "--version", "--json", "--offline", "--verbose", "-v"]
            if takesNoValue.contains(flag), inlineValue != nil {
                throw UsageError("\(flag) takes no value")
            }
            switch flag {
            case "--help", "-h": wantsHelp = true
            case "--version": wantsVersion = true
            case "--json": format = .json
            case "--base-url": configuration.baseURL = try baseURL(try value(), source: "--base-url")
            case "--timeout": configuration.timeout = try timeout(try value())
            case "--user": configuration.userID = try userID(try value())
            case "--route": startRoute = try route(try value())
            case "--db": configuration.databasePath = try nonEmpty(try value(), flag: "--db")
            case "--offline": configuration.isOffline = true
            case "--verbose", "-v": configuration.isVerbose = true
            case "--":
                positional.append(contentsOf: remaining)
                remaining = []
            default:
                guard !argument.hasPrefix("-") || argument == "-" else {
                    throw UsageError("unknown option '\(argument)'")
                }
                positional.append(argument)
            }
        }

        if wantsHelp { return Invocation(command: .help, configuration: configuration) }
        if wantsVersion { return Invocation(command: .version, configuration: configuration) }
        guard let verb = positional.first else {
            // The log would be written over the full-screen display.
            guard !configuration.isVerbose else {
                throw UsageError("--verbose works with 'open', 'todos' and 'sync', not the interactive app")
            }
            return Invocation(command: .interactive(startRoute), configuration: configuration)
        }
        switch verb {
        case "open":
            guard positional.count == 2 else { throw UsageError("'open' takes exactly one route, such as 'posts/1'") }
            guard startRoute == nil else { throw UsageError("'open' takes its route as an argument, not --route") }
            return Invocation(command: .open(try route(positional[1]), format: format), configuration: configuration)
        case "help":
            return Invocation(command: .help, configuration: configuration)
        case "todos":
            let command = try todosCommand(Array(positional.dropFirst()), format: format, configuration: configuration)
            return Invocation(command: .todos(command), configuration: configuration)
        case "sync":
            guard positional.count == 1 else { throw UsageError("'sync' takes no arguments") }
            return Invocation(command: .sync, configuration: configuration)
        default:
            throw UsageError("unknown command '\(verb)'")
        }
    }

    private static func todosCommand(
        _ arguments: [String],
        format: OutputFormat,
        configuration: AppConfiguration
    ) throws(UsageError) -> TodosCommand {
        let usage =
            "expected 'todos list', 'todos add TITLE', 'todos toggle ID', 'todos rename ID TITLE' or 'todos rm ID'"
        guard let action = arguments.first else { throw UsageError(usage) }
        let rest = Array(arguments.dropFirst())
        func requireUser() throws(UsageError) {
            guard configuration.userID != nil else { throw UsageError("'todos \(action)' needs --user ID") }
        }
        func todoID(_ text: String) throws(UsageError) -> Int {
            guard let id = Int(text), id >= 1 else { throw UsageError("'\(text)' is not a todo id") }
            return id
        }
        switch (action, rest.count) {
        case ("list", 0):
            try requireUser()
            return .list(format: format)
        case ("add", 1):
            try requireUser()
            return .add(title: rest[0])
        case ("toggle", 1):
            return .toggle(try todoID(rest[0]))
        case ("rename", 2):
            return .rename(try todoID(rest[0]), title: rest[1])
        case ("rm", 1):
            return .remove(try todoID(rest[0]))
        default:
            throw UsageError(usage)
        }
    }

    private static func nonEmpty(_ text: String, flag: String) throws(UsageError) -> String {
        guard !text.isEmpty else { throw UsageError("\(flag) needs a value") }
        return text
    }

    private static func splitFlag(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func route(_ text: String) throws(UsageError) -> Route {
        do {
            return try Route(parsing: text)
        } catch {
            throw UsageError(error.description)
        }
    }

    private static func baseURL(_ text: String, source: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else { throw UsageError("\(source): '\(text)' is not an http or https URL") }
        return url
    }

    private static func timeout(_ text: String) throws(UsageError) -> Duration {
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3600 else {
            throw UsageError("--timeout: '\(text)' is not a number of seconds between 0 and 3600")
        }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }

    private static func userID(_ text: String) throws(UsageError) -> Int {
        guard let id = Int(text), id >= 1 else { throw UsageError("--user: '\(text)' is not a user id") }
        return id
    }
}
