import StrataDomain

/// The arguments of `strata todos …`: a subcommand and its values, the user for the two that need one.
enum TodosArguments {
    static let subcommands = ["list", "add", "toggle", "rename", "rm", "retry", "discard"]
    static let usage =
        "expected 'todos list', 'todos add TITLE', 'todos toggle ID', 'todos rename ID TITLE', 'todos rm ID', "
        + "'todos retry ID' or 'todos discard ID'"

    static func parse(_ arguments: [String], userID: User.ID?) throws(UsageError) -> TodosAction {
        guard let action = arguments.first else { throw UsageError(usage, command: .todos) }
        let rest = Array(arguments.dropFirst())
        func owner() throws(UsageError) -> User.ID {
            guard let userID else {
                throw UsageError("'todos \(action)' needs --user ID, whose list it is", command: .todos)
            }
            return userID
        }
        func todoID(_ text: String) throws(UsageError) -> Todo.ID {
            do {
                return try ValueParsers.id(text, of: "todo")
            } catch {
                throw UsageError(error.message, command: .todos)
            }
        }
        switch (action, rest.count) {
        case ("list", 0): return .list(ownerID: try owner())
        case ("add", 1): return .add(ownerID: try owner(), title: rest[0])
        case ("toggle", 1): return .toggle(try todoID(rest[0]))
        case ("rename", 2): return .rename(try todoID(rest[0]), title: rest[1])
        case ("rm", 1): return .remove(try todoID(rest[0]))
        case ("retry", 1): return .retry(try todoID(rest[0]))
        case ("discard", 1): return .discard(try todoID(rest[0]))
        default:
            guard subcommands.contains(action) else {
                throw UsageError(
                    "unknown todos command '\(action)'\(Suggestion.phrase(for: action, among: subcommands))",
                    command: .todos)
            }
            throw UsageError(usage, command: .todos)
        }
    }
}
