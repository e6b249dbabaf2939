import StrataPresentation

/// The text `strata --help` prints.
enum HelpText {
    static let version = "strata 0.1.0"

    static let usage = """
        strata — a Clean Architecture + MVVM reference app over a JSONPlaceholder-compatible API.

        USAGE
          strata open ROUTE [--json]     render one screen once and exit
          strata --help | --version

        ROUTES
          \(Route.examples.joined(separator: "   "))

        OPTIONS
          --json             print the screen's items as JSON instead of text
          --base-url URL     server to talk to (env STRATA_BASE_URL;
                             default https://jsonplaceholder.typicode.com)
          --timeout SECONDS  deadline for each request (default 10)

        EXIT STATUS
          0 success, 1 the screen could not be loaded (network, server), 2 bad usage
        """
}
