import StrataPresentation
import Testing

@testable import StrataCLI

@Suite("CommandLineParser")
struct CommandLineParserTests {
    private func parse(_ arguments: String...) throws(UsageError) -> Invocation {
        try CommandLineParser.parse(arguments, environment: [:])
    }

    private func error(_ arguments: String...) -> UsageError? {
        do {
            _ = try CommandLineParser.parse(arguments, environment: [:])
            return nil
        } catch {
            return error
        }
    }

    @Test("commands carry the values they need, and flags go anywhere")
    func commands() throws {
        #expect(try parse("open", "posts/2", "--json").command == .open(.posts(.details(postID: 2))))
        #expect(try parse("--json", "open", "posts/2").format == .json(.all))
        #expect(try parse("todos", "list", "--user", "3").command == .todos(.list(ownerID: 3)))
        #expect(
            try parse("todos", "add", "--user=3", "Buy milk").command == .todos(.add(ownerID: 3, title: "Buy milk")))
        #expect(
            try parse("todos", "rename", "7", "--", "-dash title").command == .todos(.rename(7, title: "-dash title")))
        #expect(try parse().command == .interactive(nil))
        #expect(try parse("--route", "users/2").command == .interactive(.users(.profile(userID: 2))))
        #expect(try parse("completions", "fish").command == .completions(.fish))
    }

    @Test("--todos-on-server asks the composition root for the server-only todos, and help says what it costs")
    func todosOnServer() throws {
        #expect(try parse("todos", "list", "--user", "1", "--todos-on-server").configuration.keepsTodosOnServerOnly)
        #expect(try parse("--todos-on-server").configuration.keepsTodosOnServerOnly)
        #expect(try !parse("todos", "list", "--user", "1").configuration.keepsTodosOnServerOnly)
        #expect(error("sync", "--todos-on-server")?.message == "--todos-on-server does not apply to 'sync'")
        #expect(HelpText.text(for: .todos).contains("--todos-on-server"))
        #expect(HelpText.text(for: .todos).contains("edits fail offline"))
    }

    @Test("help is specific to the command it is asked of, however it is asked")
    func help() throws {
        #expect(try parse("--help").command == .help(nil))
        #expect(try parse("help").command == .help(nil))
        #expect(try parse("help", "todos").command == .help(.todos))
        #expect(try parse("todos", "--help").command == .help(.todos))
        #expect(try parse("open", "-h").command == .help(.open))
        #expect(HelpText.text(for: .todos).contains("strata todos list [--user ID]"))
        #expect(!HelpText.text(for: .todos).contains("ROUTES"))
        #expect(HelpText.text(for: .open).contains("posts/ID/comments"))
    }

    @Test(
        "typos get a suggestion",
        arguments: [
            (["opne", "posts"], "did you mean 'open'?"),
            (["snyc"], "did you mean 'sync'?"),
            (["todos", "lsit"], "did you mean 'list'?"),
            (["open", "posts", "--jsno"], "did you mean '--json'?"),
            (["--offlien"], "did you mean '--offline'?"),
            (["help", "todo"], "did you mean 'todos'?"),
            (["completions", "bahs"], "did you mean 'bash'?"),
        ]
    )
    func suggestions(arguments: [String], suggestion: String) {
        let failure = try? #require(throws: UsageError.self) {
            try CommandLineParser.parse(arguments, environment: [:])
        }
        #expect(failure?.message.contains(suggestion) == true, "\(String(describing: failure))")
    }

    /// The rule: an option with a value, once. Which of two values was meant cannot be known, and a
    /// second optional-valued `--json` used to take its fields for a route and blame them.
    @Test(
        "an option with a value given twice is refused, naming it, whichever spellings and values",
        arguments: [
            (["open", "posts", "--json", "id", "--json", "title"], "--json"),
            (["open", "posts", "--json=id", "--json"], "--json"),
            (["open", "posts", "--timeout", "3", "--timeout", "4"], "--timeout"),
            (["todos", "list", "--user", "1", "--user=2"], "--user"),
            (["sync", "--db", "a.db", "--db", "a.db"], "--db"),
            (["open", "posts", "--help", "--timeout", "1", "--timeout", "2"], "--timeout"),
        ]
    )
    func repeatedOption(arguments: [String], flag: String) {
        do {
            let invocation = try CommandLineParser.parse(arguments, environment: [:])
            Issue.record("\(arguments) parsed to \(invocation.command)")
        } catch {
            #expect(error.message == "\(flag) is given twice; give it once")
            #expect(error.helpPointer == "Run 'strata help \(arguments[0])' for usage.")
        }
    }

    @Test("an option without a value means the same however often it is given")
    func repeatedSwitch() throws {
        #expect(try parse("open", "posts", "-v", "--verbose").configuration.isVerbose)
        #expect(try parse("open", "posts", "--offline", "--offline").configuration.isOffline)
        #expect(try parse("-h", "--help").command == .help(nil))
        #expect(try parse("open", "-h", "posts/1", "--help").command == .help(.open))
    }

    /// The rule: a value is not an option. `--db --offline` forgot the path, and used to make a store
    /// named "--offline"; a value that does begin with dashes is written inline.
    @Test(
        "an option that needs a value refuses the next option as its value, naming both",
        arguments: [
            (["todos", "list", "--user", "1", "--db", "--offline"], "--db", "--offline"),
            (["open", "posts", "--timeout", "--timeout", "5"], "--timeout", "--timeout"),
            (["open", "posts", "--base-url", "-v"], "--base-url", "-v"),
        ]
    )
    func valueIsNotAnOption(arguments: [String], flag: String, next: String) throws {
        do {
            let invocation = try CommandLineParser.parse(arguments, environment: [:])
            Issue.record("\(arguments) parsed to \(invocation.command)")
        } catch {
            #expect(
                error.message
                    == "\(flag) needs a value (\(Flag.named(flag)?.value ?? "")), and '\(next)' is an option; "
                    + "write \(flag)=\(next) if that is the value")
        }
        #expect(try parse("todos", "list", "--user", "1", "--db=--offline").configuration.databasePath == "--offline")
    }

    @Test("a word far from every command gets no guess")
    func noWildGuess() {
        #expect(error("xyzzy")?.message == "unknown command 'xyzzy'")
    }

    @Test("flags that do not apply to a command are refused, naming both")
    func flagScope() {
        #expect(error("--json")?.message == "--json does not apply to the interactive app")
        #expect(error("sync", "--user", "1")?.message == "--user does not apply to 'sync'")
        #expect(error("open", "posts", "--route", "users")?.message == "--route does not apply to 'open'")
        #expect(error("sync", "--offline")?.command == .sync)
    }

    @Test("numbers from outside are range-checked where they are parsed")
    func ranges() {
        #expect(error("open", "posts", "--timeout", "0")?.message.contains("greater than 0 and at most 3600") == true)
        #expect(error("open", "posts", "--timeout", "3601") != nil)
        #expect(error("open", "posts", "--timeout", "nan") != nil)
        #expect(error("open", "posts", "--timeout", "-1") != nil)
        #expect(error("todos", "list", "--user", "0") != nil)
        #expect(error("todos", "list", "--user", "99999999999999999999") != nil)
        #expect(error("todos", "toggle", "-5") != nil)
        #expect(
            error("open", "posts?page=1000000000000000000")?.message.contains("page must be a whole number from 1 to")
                == true)
        #expect(error("open", "posts/99999999999999999999") != nil)
        #expect((try? parse("open", "posts", "--timeout", "0.0001"))?.configuration.timeout == .milliseconds(1))
    }

    @Test("a command on a user's list, given without --user, is left to the user the app remembers")
    func signedInUser() throws {
        #expect(try parse("todos", "add", "x").command == .signedInTodos(.add(title: "x")))
        #expect(try parse("todos", "list").command == .signedInTodos(.list))
        #expect(try parse("open", "todos").command == .open(.todos))
    }

    @Test(
        "a missing or extra argument is named, with that subcommand's usage alone",
        arguments: [
            (["todos", "add", "--user", "1"], "todos add: missing TITLE", "Usage: strata todos add [--user ID] TITLE"),
            (["todos", "rename"], "todos rename: missing ID and TITLE", "Usage: strata todos rename ID TITLE"),
            (["todos", "rename", "4"], "todos rename: missing TITLE", "Usage: strata todos rename ID TITLE"),
            (["todos", "toggle"], "todos toggle: missing ID", "Usage: strata todos toggle ID"),
            (
                ["todos", "add", "Buy", "milk"],
                "todos add: unexpected argument 'milk' (quote a TITLE that has spaces)",
                "Usage: strata todos add [--user ID] TITLE"
            ),
        ]
    )
    func missingArgument(arguments: [String], message: String, usage: String) {
        let error = #expect(throws: UsageError.self) { try CommandLineParser.parse(arguments, environment: [:]) }

        #expect(error?.message == message)
        #expect(error?.usage == [usage])
    }

    @Test("the base URL comes from the flag, else the environment, and must be http or https")
    func baseURL() throws {
        let fromEnvironment = try CommandLineParser.parse(["sync"], environment: ["STRATA_BASE_URL": "http://a.test"])
        let fromFlag = try CommandLineParser.parse(
            ["sync", "--base-url", "https://b.test"], environment: ["STRATA_BASE_URL": "http://a.test"])

        #expect(fromEnvironment.configuration.baseURL.absoluteString == "http://a.test")
        #expect(fromFlag.configuration.baseURL.absoluteString == "https://b.test")
        // A bad value in the environment is refused only where it would be used: not under the flag
        // that replaces it, nor by help, the version or a completion script.
        let bad = ["STRATA_BASE_URL": "garbage"]
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["sync"], environment: bad) }
        #expect(
            try CommandLineParser.parse(["sync", "--base-url", "https://b.test"], environment: bad).configuration
                .baseURL
                .absoluteString == "https://b.test")
        for harmless in [["--help"], ["--version"], ["help", "todos"], ["completions", "bash"], ["open", "--help"]] {
            #expect(throws: Never.self, "\(harmless)") { try CommandLineParser.parse(harmless, environment: bad) }
        }
        #expect(error("sync", "--base-url", "ftp://c.test") != nil)
        #expect(error("sync", "--base-url", "not a url") != nil)
    }

    @Test("a refused base URL is echoed by the redaction rule: no password, no unknown query value")
    func refusedBaseURLRedacted() {
        let message = error("sync", "--base-url", "ftp://ada:PWSECRET@c.test/?client_secret=QSECRET&_page=2")?.message

        #expect(
            message
                == "--base-url: 'ftp://%3Credacted%3E@c.test/?client_secret=%3Credacted%3E&_page=2' is not an http or https URL"
        )
    }
}
