import StrataDomain
import StrataPresentation

/// What the user asked the executable to do, parsed from its arguments.
enum Command: Equatable {
    case help
    case version
    /// Render one screen once and exit.
    case open(Route, format: OutputFormat)
    /// The full-screen app, optionally starting at a route.
    case interactive(Route?)
    /// A change to, or a listing of, a user's todos, for scripts.
    case todos(TodosCommand)
    /// Send the todo changes waiting in the outbox.
    case sync
}

/// The `strata todos …` subcommands.
enum TodosCommand: Equatable {
    case list(format: OutputFormat)
    case add(title: String)
    case toggle(Todo.ID)
    case rename(Todo.ID, title: String)
    case remove(Todo.ID)
}

/// How `strata open` prints a screen.
enum OutputFormat: Equatable {
    case text
    case json
}
