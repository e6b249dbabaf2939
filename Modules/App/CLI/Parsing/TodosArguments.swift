import StrataDomain

/// The arguments of `strata todos …`: a subcommand and its values, the user for the two that need one.
enum TodosArguments {
    /// One subcommand: its name, the arguments it takes in order, and whether it works on a user's list.
    struct Form {
        let name: String
        let arguments: [String]
        var takesUser = false

        /// "strata todos add [--user ID] TITLE".
        var usage: String {
            (["strata todos", name] + (takesUser ? ["[--user ID]"] : []) + arguments).joined(separator: " ")
        }
    }

    static let forms = [
        Form(name: "list", arguments: [], takesUser: true), Form(name: "add", arguments: ["TITLE"], takesUser: true),
        Form(name: "toggle", arguments: ["ID"]), Form(name: "rename", arguments: ["ID", "TITLE"]),
        Form(name: "rm", arguments: ["ID"]), Form(name: "retry", arguments: ["ID"]),
        Form(name: "discard", arguments: ["ID"]),
    ]

    static var subcommands: [String] { forms.map(\.name) }

    /// The action, or, for `list` and `add` without `--user`, the action on the signed-in user's list.
    /// A missing or extra argument is named, with the usage of that subcommand alone.
    static func parse(_ arguments: [String], userID: User.ID?) throws(UsageError) -> Command {
        guard let name = arguments.first else {
            throw UsageError(
                "todos: missing SUBCOMMAND, one of \(subcommands.joined(separator: ", "))", command: .todos,
                usage: ["Usage:"] + forms.map { "  \($0.usage)" })
        }
        guard let form = forms.first(where: { $0.name == name }) else {
            throw UsageError(
                "unknown todos command '\(name)'\(Suggestion.phrase(for: name, among: subcommands))", command: .todos)
        }
        let rest = Array(arguments.dropFirst())
        func refuse(_ problem: String) -> UsageError {
            UsageError("todos \(name): \(problem)", command: .todos, usage: ["Usage: \(form.usage)"])
        }
        guard rest.count >= form.arguments.count else {
            throw refuse("missing \(form.arguments[rest.count...].joined(separator: " and "))")
        }
        guard rest.count == form.arguments.count else {
            let extra = rest[form.arguments.count]
            let hint = form.arguments.last == "TITLE" ? " (quote a TITLE that has spaces)" : ""
            throw refuse("unexpected argument '\(extra)'\(hint)")
        }
        func todoID(_ text: String) throws(UsageError) -> Todo.ID {
            do {
                return try ValueParsers.id(text, of: "todo")
            } catch {
                throw refuse(error.message)
            }
        }
        switch name {
        case "list": return userID.map { .todos(.list(ownerID: $0)) } ?? .signedInTodos(.list)
        case "add":
            return userID.map { .todos(.add(ownerID: $0, title: rest[0])) } ?? .signedInTodos(.add(title: rest[0]))
        case "toggle": return .todos(.toggle(try todoID(rest[0])))
        case "rename": return .todos(.rename(try todoID(rest[0]), title: rest[1]))
        case "rm": return .todos(.remove(try todoID(rest[0])))
        case "retry": return .todos(.retry(try todoID(rest[0])))
        case "discard": return .todos(.discard(try todoID(rest[0])))
        default: throw UsageError("todos \(name) is in the table of forms but not parsed", command: .todos)
        }
    }
}
