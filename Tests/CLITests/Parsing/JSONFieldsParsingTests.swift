import StrataPresentation
import Testing

@testable import StrataCLI

/// How the parser reads the word after `--json`: a positional argument when the command takes it,
/// else the field list; and how it checks the fields against what the command prints.
@Suite("--json FIELDS parsing")
struct JSONFieldsParsingTests {
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

    @Test(
        "the word after --json is an argument when the command takes it, else the fields",
        arguments: [
            (["open", "--json", "posts"], Command.open(.posts(.list(page: 1))), JSONFields.all),
            (["open", "posts", "--json"], .open(.posts(.list(page: 1))), .all),
            (["open", "posts", "--json", "id,title"], .open(.posts(.list(page: 1))), .only(["id", "title"])),
            (["open", "--json", "id", "posts/2"], .open(.posts(.details(postID: 2))), .only(["id"])),
            (["open", "users/2", "--json=email"], .open(.users(.profile(userID: 2))), .only(["email"])),
            (["--json", "sync"], .sync, .all),
            (["sync", "--json", "outcome"], .sync, .only(["outcome"])),
            (["todos", "add", "--user", "1", "--json", "title"], .todos(.add(ownerID: 1, title: "title")), .all),
            (
                ["todos", "add", "--user", "1", "--json", "id", "Milk"], .todos(.add(ownerID: 1, title: "Milk")),
                .only(["id"])
            ),
            (["todos", "list", "--json", "id,id,sync"], .signedInTodos(.list), .only(["id", "sync"])),
            (["open", "posts", "--json", "--offline"], .open(.posts(.list(page: 1))), .all),
        ] as [([String], Command, JSONFields)]
    )
    func readings(arguments: [String], command: Command, fields: JSONFields) throws {
        let invocation = try CommandLineParser.parse(arguments, environment: [:])

        #expect(invocation.command == command)
        #expect(invocation.format == .json(fields))
    }

    @Test("each route's fields are those of what its screen lists, or of its one post or user")
    func fieldsPerRoute() throws {
        #expect(try parse("open", "posts/3/comments", "--json", "email").format == .json(.only(["email"])))
        #expect(error("open", "posts/3/comments", "--json", "title")?.message == "--json: unknown field 'title'")
        #expect(error("open", "users", "--json", "body")?.usage.first?.hasPrefix("The fields of a user: id,") == true)
        #expect(try parse("open", "users/2/todos", "--json", "completed").format == .json(.only(["completed"])))
        #expect(
            error("open", "todos", "--json", "titel")?.message
                == "--json: unknown field 'titel' — did you mean 'title'?")
    }

    @Test("a bad field list is bad usage for the command it was given to, never read as an argument")
    func refusals() {
        let typo = error("open", "posts", "--json", "idd")
        let empty = error("open", "posts", "--json", "id,,title")

        #expect(typo?.message == "--json: unknown field 'idd' — did you mean 'id'?")
        #expect(typo?.usage == ["The fields of a post: id, userId, title, body"])
        #expect(typo?.command == .open)
        #expect(empty?.message.hasPrefix("--json: an empty field name in 'id,,title'") == true)
        #expect(error("open", "--json", "id", "posts", "extra")?.message == "'open' takes one route, such as 'posts/1'")
        #expect(error("--json", "id")?.message == "unknown command 'id'")
        #expect(error("todos", "rm", "3", "--json", "deleted")?.message == "--json: unknown field 'deleted'")
    }

    @Test("every route form that prints JSON has a subject, and the forms of the subjects cover them all")
    func subjectsCoverRoutes() throws {
        let covered = JSONSubject.ofRoutes.flatMap(\.routeForms)

        #expect(Set(covered) == Set(Route.forms).subtracting(["search"]))
        #expect(covered.count == Set(covered).count, "a form has one subject")
        #expect(JSONSubject.post.routeForms == ["posts", "posts?page=N", "posts/ID", "search/QUERY", "users/ID/posts"])
    }
}

extension JSONFieldsParsingTests {
    @Test("help names the fields of every route and command from the same table the parser checks")
    func helpNamesFields() {
        let open = HelpText.text(for: .open)

        #expect(open.contains("  posts/ID/comments: id, postId, name, email, body"))
        #expect(open.contains("  users/ID/todos, todos: id, userId, title, completed, sync, syncDetail"))
        #expect(HelpText.text(for: .todos).contains(": id, userId, title, completed, sync, syncDetail."))
        #expect(HelpText.text(for: .sync).contains(": schema, command, outcome, sent, pending, rejected, stopped."))
        #expect(open.contains("--json [FIELDS]"))
    }
}
