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
            switch flag {
            case "--help", "-h": wantsHelp = true
            case "--version": wantsVersion = true
            case "--json": format = .json
            case "--base-url": configuration.baseURL = try baseURL(try value(), source: "--base-url")
            case "--timeout": configuration.timeout = try timeout(try value())
            case "--user": configuration.userID = try userID(try value())
            case "--route": startRoute = try route(try value())
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
            return Invocation(command: .interactive(startRoute), configuration: configuration)
        }
        switch verb {
        case "open":
            guard positional.count == 2 else { throw UsageError("'open' takes exactly one route, such as 'posts/1'") }
            guard startRoute == nil else { throw UsageError("'open' takes its route as an argument, not --route") }
            return Invocation(command: .open(try route(positional[1]), format: format), configuration: configuration)
        case "help":
            return Invocation(command: .help, configuration: configuration)
        default:
            throw UsageError("unknown command '\(verb)'")
        }
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
