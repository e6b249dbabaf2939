import Foundation
import StrataPresentation
import Testing

@testable import StrataApp

@Suite("CommandLineParser")
struct CommandLineParserTests {
    @Test(
        "commands and flags parse in any order",
        arguments: [
            (["open", "posts"], Command.open(.posts(page: 1), format: .text)),
            (["--json", "open", "posts/3"], .open(.post(id: 3), format: .json)),
            (["open", "posts?page=2", "--json"], .open(.posts(page: 2), format: .json)),
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
            ([], "missing command"),
            (["--bogus"], "unknown option '--bogus'"),
            (["frobnicate"], "unknown command 'frobnicate'"),
            (["open"], "'open' takes exactly one route, such as 'posts/1'"),
            (["open", "posts", "users"], "'open' takes exactly one route, such as 'posts/1'"),
            (["open", "posts", "--base-url"], "--base-url needs a value"),
            (["open", "posts", "--base-url", "ftp://x"], "--base-url: 'ftp://x' is not an http or https URL"),
            (["open", "posts", "--base-url", "not a url"], "--base-url: 'not a url' is not an http or https URL"),
            (["open", "posts", "--timeout", "-1"], "--timeout: '-1' is not a number of seconds between 0 and 3600"),
            (["open", "nonsense"], "Unknown route 'nonsense': expected one of posts, posts?page=2, posts/1"),
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
