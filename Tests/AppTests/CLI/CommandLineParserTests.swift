import Foundation
import StrataPresentation
import Testing

@testable import StrataApp

@Suite("CommandLineParser")
struct CommandLineParserTests {
    @Test(
        "commands and flags parse in any order",
        arguments: [
            (["open", "posts"], Command.open(.posts(.list(page: 1)), format: .text)),
            (["--json", "open", "posts/3"], .open(.posts(.details(postID: 3)), format: .json)),
            (["open", "posts?page=2", "--json"], .open(.posts(.list(page: 2)), format: .json)),
            (["open", "users/2/todos", "--user", "2"], .open(.users(.todos(userID: 2)), format: .text)),
            ([], .interactive(nil)),
            (["--route", "users/1"], .interactive(.users(.profile(userID: 1)))),
            (["--help"], .help),
            (["open", "posts", "-h"], .help),
            (["--version"], .version),
            (["help"], .help),
        ]
    )
    func parsesCommands(arguments: [String], command: Command) throws {
        #expect(try CommandLineParser.parse(arguments, environment: [:]).command == command)
    }

    @Test("the base URL comes from the flag, else the environment, else the public server")
    func resolvesBaseURL() throws {
        let environment = ["STRATA_BASE_URL": "http://127.0.0.1:8080"]

        let fromDefault = try CommandLineParser.parse(["open", "posts"], environment: [:]).configuration
        let fromEnvironment = try CommandLineParser.parse(["open", "posts"], environment: environment).configuration
        let fromFlag = try CommandLineParser.parse(
            ["open", "posts", "--base-url=http://localhost:1"], environment: environment
        )
        .configuration

        #expect(fromDefault.baseURL.absoluteString == "https://jsonplaceholder.typicode.com")
        #expect(fromEnvironment.baseURL.absoluteString == "http://127.0.0.1:8080")
        #expect(fromFlag.baseURL.absoluteString == "http://localhost:1")
    }

    @Test("the timeout flag takes seconds")
    func parsesTimeout() throws {
        let configuration = try CommandLineParser.parse(["open", "posts", "--timeout", "2.5"], environment: [:])
            .configuration
        #expect(configuration.timeout == .milliseconds(2500))
    }

    @Test(
        "bad command lines are usage errors that say what is wrong",
        arguments: [
            (
                ["--route", "nowhere"],
                "Unknown route 'nowhere': expected one of \(Route.forms.joined(separator: ", "))"
            ),
            (["open", "posts", "--route", "users"], "'open' takes its route as an argument, not --route"),
            (["open", "todos", "--user", "zero"], "--user: 'zero' is not a user id"),
            (["open", "posts", "--offline=false"], "--offline takes no value"),
            (["open", "posts", "--json=no"], "--json takes no value"),
            (["--verbose"], "--verbose works with 'open', 'todos' and 'sync', not the interactive app"),
            (["--bogus"], "unknown option '--bogus'"),
            (["frobnicate"], "unknown command 'frobnicate'"),
            (["open"], "'open' takes exactly one route, such as 'posts/1'"),
            (["open", "posts", "users"], "'open' takes exactly one route, such as 'posts/1'"),
            (["open", "posts", "--base-url"], "--base-url needs a value"),
            (["open", "posts", "--base-url", "ftp://x"], "--base-url: 'ftp://x' is not an http or https URL"),
            (["open", "posts", "--base-url", "not a url"], "--base-url: 'not a url' is not an http or https URL"),
            (["open", "posts", "--timeout", "-1"], "--timeout: '-1' is not a number of seconds between 0 and 3600"),
            (["open", "nonsense"], "Unknown route 'nonsense': expected one of \(Route.forms.joined(separator: ", "))"),
        ]
    )
    func rejectsBadUsage(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try CommandLineParser.parse(arguments, environment: [:]) }
    }

    @Test("a malformed STRATA_BASE_URL is a usage error too")
    func rejectsBadEnvironment() {
        #expect(throws: UsageError("STRATA_BASE_URL: 'localhost' is not an http or https URL")) {
            try CommandLineParser.parse(["open", "posts"], environment: ["STRATA_BASE_URL": "localhost"])
        }
    }
}
