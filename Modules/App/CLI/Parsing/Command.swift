import StrataComposition
import StrataDomain
import StrataPresentation

/// What the user asked the executable to do, parsed from its arguments, each case carrying every
/// value it needs: a command that needs a user cannot be made without one.
enum Command: Equatable {
    /// `strata help [COMMAND]`, `--help`, `COMMAND --help`.
    case help(CommandName?)
    /// `--version`.
    case version
    /// The full-screen app, optionally starting at a route.
    case interactive(Route?)
    /// `strata open ROUTE`: render one screen once and exit.
    case open(Route)
    /// `strata todos …`: a user's todo list, for scripts.
    case todos(TodosAction)
    /// `strata todos list|add` without `--user`: the list of the user the app remembers as signed in,
    /// who is known only once the store is open.
    case signedInTodos(SignedInTodosAction)
    /// `strata sync`: send the todo changes waiting in the outbox.
    case sync
    /// `strata completions SHELL`: a completion script.
    case completions(Shell)
    /// `strata completions ids posts|users|albums|todos`: the ids the local store knows, one per line, which
    /// the completion scripts offer after a route or a `todos` subcommand.
    case completionIDs(CompletionSubject)

    /// The command's name, for a message's `strata help NAME`; `nil` for the app and `--version`.
    var name: CommandName? {
        switch self {
        case .help: .help
        case .version, .interactive: nil
        case .open: .open
        case .todos, .signedInTodos: .todos
        case .sync: .sync
        case .completions, .completionIDs: .completions
        }
    }

    /// Whether the command uses the server's address: to talk to it, or to pick its part of the store
    /// (which keeps each server's todos apart). Help, the version and a completion script do not.
    var readsServerAddress: Bool {
        switch self {
        case .help, .version, .completions: false
        case .interactive, .open, .todos, .signedInTodos, .sync, .completionIDs: true
        }
    }
}

/// The `strata todos …` subcommands.
enum TodosAction: Equatable {
    case list(ownerID: User.ID)
    case add(ownerID: User.ID, title: String)
    case toggle(Todo.ID)
    case rename(Todo.ID, title: String)
    case remove(Todo.ID)
    /// Queue again what the server refused or did not keep.
    case retry(Todo.ID)
    /// Give up what the server refused or did not keep, saying what is lost.
    case discard(Todo.ID)
}

/// A `todos` subcommand that works on one user's list, given without `--user`.
enum SignedInTodosAction: Equatable {
    case list
    case add(title: String)

    /// "list", "add": the subcommand as typed, for messages.
    var name: String {
        switch self {
        case .list: "list"
        case .add: "add"
        }
    }

    /// The subcommand on `owner`'s list, once the store said who is signed in.
    func action(for owner: User.ID) -> TodosAction {
        switch self {
        case .list: .list(ownerID: owner)
        case .add(let title): .add(ownerID: owner, title: title)
        }
    }
}

/// The commands by name, for help topics, suggestions and completions.
enum CommandName: String, CaseIterable, Equatable {
    case open, todos, sync, help, completions
}

/// The shells `strata completions` writes scripts for.
enum Shell: String, CaseIterable, Equatable {
    case bash, zsh, fish
}

/// How a command prints what it found.
enum OutputFormat: Equatable {
    case text
    /// `--json`: the whole document, or only some fields of what it holds.
    case json(JSONFields)
}

/// Which fields `--json` prints.
enum JSONFields: Equatable {
    /// The whole document: `--json` alone.
    case all
    /// Only these fields of each item (or of the one entity) the command prints: `--json id,title`,
    /// checked against the command's `JSONSubject` when parsed.
    case only([String])
}
