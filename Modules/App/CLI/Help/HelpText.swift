import StrataComposition
import StrataPresentation

/// The text `strata help [COMMAND]` and `--help` print: the whole tool, or one command.
enum HelpText {
    static let version = "strata 0.7.0"

    /// The help of the tool or of one command, unwrapped: `HelpLayout` fits it to the reader's width.
    /// A paragraph is one line here, so it reflows at any width instead of breaking where the source did.
    static func text(for command: CommandName?) -> String {
        switch command {
        case nil: general
        case .open: open
        case .todos: todos
        case .sync: sync
        case .help: help
        case .completions: completions
        }
    }

    private static var general: String {
        """
        strata — a Clean Architecture + MVVM reference app over a JSONPlaceholder-compatible API.

        USAGE
          strata [--route ROUTE] [--user ID]   the interactive app (needs a terminal)
          strata open ROUTE [--json [FIELDS]]  render one screen once and exit
          strata todos SUBCOMMAND …            a user's todo list, for scripts (\(TodosArguments.subcommands.joined(separator: ", ")))
          strata sync [--json [FIELDS]]        send todo changes waiting for the server
          strata completions bash|zsh|fish     a shell completion script
          strata help [COMMAND]                this help, or one command's

        \(options(for: .app, title: "OPTIONS (interactive app)"))

        Run 'strata help open', 'strata help todos' or 'strata help sync' for their options.

        EXAMPLES
          $ strata
          $ strata --route users/2
          $ strata open posts
          $ strata todos list --user 1

        \(exitStatus)
        """
    }

    private static var open: String {
        """
        strata open ROUTE [OPTIONS]

        Starts the same coordinators as the interactive app at ROUTE, loads the screen, prints it once \
        and exits. A list prints each item's id first, and a list with more pages ends with the command \
        that gets the next one. A screen whose primary content loaded is printed even when a part of it \
        did not (the part is named with its request on stderr). 'todos' is the list of the user given \
        with --user, else of the user signed in in the app.

        ROUTES
          \(Route.forms.joined(separator: ", "))

        \(options(for: .command(.open), title: "OPTIONS"))

        \(JSONFieldsHelp.open)

        EXAMPLES
          $ strata open posts
          $ strata open 'posts?page=2'
          $ strata open posts --json id,title
          $ strata open users/2/todos --json
          $ strata open search/qui --offline

        \(exitStatus)
        """
    }

    private static var todos: String {
        """
        \(TodosArguments.forms.map(\.usage).joined(separator: "\n"))

        Every change is written to the local store at once and sent to the server when it can be \
        reached; the output says what is still pending. A change the server refuses is kept, marked \
        "rejected by the server" with its reason, and one it acknowledged but did not keep is marked \
        as a conflict: 'retry' sends it again, 'discard' gives it up and says what is lost. Without \
        --user, 'list' and 'add' work on the list of the user signed in in the app, and say so on stderr.

        \(options(for: .command(.todos), title: "OPTIONS"))

        \(JSONFieldsHelp.todos)

        EXAMPLES
          $ strata todos list --user 1
          $ strata todos add --user 1 "Buy milk"
          $ strata todos list --user 1 --json id,completed
          $ strata todos toggle 3
          $ strata todos rename 3 "Buy oat milk"
          $ strata todos rm 3

        \(exitStatus)
        """
    }

    private static var sync: String {
        """
        strata sync [OPTIONS]

        Sends every todo change waiting in the outbox now, even those waiting to retry. One sync runs \
        at a time per store: a second one waits a moment, then says a sync is already running. When \
        the server or the path is wrong, access is refused, or the server does not answer, the sync \
        stops with every change kept and exits 1, naming the request that failed.

        \(options(for: .command(.sync), title: "OPTIONS"))

        \(JSONFieldsHelp.sync)

        EXAMPLES
          $ strata sync
          $ strata sync --json --base-url http://127.0.0.1:3000

        \(exitStatus)
        """
    }

    private static var help: String {
        """
        strata help [COMMAND]

        Shows the help of the tool, or of one of: \(CommandName.allCases.map(\.rawValue).joined(separator: ", ")). \
        Help is wrapped to the terminal's width, to COLUMNS when it is set, and to 80 columns otherwise.

        EXAMPLES
          $ strata help todos
          $ strata open --help

        """
    }

    private static var completions: String {
        """
        strata completions bash|zsh|fish
        strata completions ids \(CompletionSubject.allCases.map(\.rawValue).joined(separator: "|")) \
        [--db PATH] [--base-url URL] [--user ID]

        Prints a completion script: commands, options, routes after 'open', todos subcommands after \
        'todos', and file names after --db. The bash script offers only the options of the command \
        being typed, the fields after --json, and the ids the local store knows after 'open posts/', \
        'open users/', 'open albums/' and a todos command that takes an ID (the user's own todos), read from the store \
        the command line names, never from the network.

        'completions ids' prints those ids, one per line, for the scripts.

        EXAMPLES
          $ strata completions bash > ~/.local/share/bash-completion/completions/strata
          $ strata completions zsh > "${fpath[1]}/_strata"
          $ strata completions fish > ~/.config/fish/completions/strata.fish

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
