import StrataPresentation

/// The text `strata help [COMMAND]` and `--help` print: the whole tool, or one command.
enum HelpText {
    static let version = "strata 0.3.0"

    static func text(for command: CommandName?) -> String {
        switch command {
        case nil: general
        case .open: open
        case .todos: todos
        case .sync: sync
        case .help:
            "strata help [COMMAND]\n\nShows the help of the tool, or of one of: \(CommandName.allCases.map(\.rawValue).joined(separator: ", ")).\n"
        case .completions: completions
        }
    }

    private static var general: String {
        """
        strata — a Clean Architecture + MVVM reference app over a JSONPlaceholder-compatible API.

        USAGE
          strata [--route ROUTE] [--user ID]   the interactive app (needs a terminal)
          strata open ROUTE [--json]           render one screen once and exit
          strata todos SUBCOMMAND …            a user's todo list, for scripts (list, add, toggle,
                                               rename, rm, retry, discard)
          strata sync [--json]                 send todo changes waiting for the server
          strata completions bash|zsh|fish     a shell completion script
          strata help [COMMAND]                this help, or one command's

        \(options(for: .app, title: "OPTIONS (interactive app)"))

        Run 'strata help open', 'strata help todos' or 'strata help sync' for their options.

        \(exitStatus)
        """
    }

    private static var open: String {
        """
        strata open ROUTE [OPTIONS]

        Starts the same coordinators as the interactive app at ROUTE, loads the screen, prints it once
        and exits. A screen whose primary content loaded is printed even when a part of it did not
        (the part is named with its request on stderr).

        ROUTES
          \(Route.forms.joined(separator: "  "))

        \(options(for: .command(.open), title: "OPTIONS"))

        \(exitStatus)
        """
    }

    private static var todos: String {
        """
        strata todos list --user ID [--json]
        strata todos add --user ID TITLE
        strata todos toggle ID | rename ID TITLE | rm ID
        strata todos retry ID | discard ID

        Every change is written to the local store at once and sent to the server when it can be
        reached; the output says what is still pending. A change the server refuses is kept, marked
        "rejected by the server" with its reason, and one it acknowledged but did not keep is marked
        as a conflict: 'retry' sends it again, 'discard' gives it up and says what is lost.

        \(options(for: .command(.todos), title: "OPTIONS"))

        \(exitStatus)
        """
    }

    private static var sync: String {
        """
        strata sync [OPTIONS]

        Sends every todo change waiting in the outbox now, even those waiting to retry. One sync runs
        at a time per store: a second one waits a moment, then says a sync is already running. When
        the server or the path is wrong, access is refused, or the server does not answer, the sync
        stops with every change kept and exits 1, naming the request that failed.

        \(options(for: .command(.sync), title: "OPTIONS"))

        \(exitStatus)
        """
    }

    private static var completions: String {
        """
        strata completions bash|zsh|fish

        Prints a completion script. For example:
          strata completions bash > ~/.local/share/bash-completion/completions/strata
          strata completions zsh > "${fpath[1]}/_strata"
          strata completions fish > ~/.config/fish/completions/strata.fish
        """
    }

    private static let exitStatus = """
        EXIT STATUS
          0 shown or done, 1 could not load (network, server, store), 2 bad usage
        """

    private static func options(for context: Flag.Context, title: String) -> String {
        let flags = Flag.applying(to: context)
        let width = (flags.map(\.usage.count).max() ?? 0) + 2
        let lines = flags.map { "  " + $0.usage + String(repeating: " ", count: width - $0.usage.count) + $0.summary }
        return ([title] + lines).joined(separator: "\n")
    }
}
