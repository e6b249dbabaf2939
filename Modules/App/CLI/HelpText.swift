import StrataPresentation

/// The text `strata --help` prints.
enum HelpText {
    static let version = "strata 0.2.0"

    /// The keys of the interactive app, shown by `?` and in `--help`.
    static let keys = """
        KEYS (interactive)
          ↑/↓ j/k move   PgUp/PgDn page   Enter open   Esc/Backspace back   / search
          r refresh   n new todo   space toggle   e rename   d delete   f filter todos
          p posts   u users   t my todos   s sign in/out   ? help   q quit
        """

    static let usage = """
        strata — a Clean Architecture + MVVM reference app over a JSONPlaceholder-compatible API.

        USAGE
          strata [--route ROUTE]          the interactive app (needs a terminal)
          strata open ROUTE [--json]      render one screen once and exit
          strata todos list|add|toggle|rename|rm …   a todo list, for scripts (list and add take --user ID)
          strata sync                     send todo changes waiting for the server
          strata --help | --version

        ROUTES
          \(Route.forms.joined(separator: "  "))

        OPTIONS
          --json             print the screen's items as JSON instead of text
          --user ID          act as this user (needed by 'open todos')
          --base-url URL     server to talk to (env STRATA_BASE_URL;
                             default https://jsonplaceholder.typicode.com)
          --timeout SECONDS  deadline for each request, retries included (default 10)
          --db PATH          the local store (env STRATA_DB; ':memory:' for a throwaway
                             one; default $XDG_DATA_HOME/strata/strata.sqlite3)
          --offline          never touch the network; answer from the local store
          --verbose, -v      log requests to stderr (secrets redacted)

        \(keys)

        EXIT STATUS
          0 success, 1 the screen could not be loaded (network, server), 2 bad usage
        """
}
