import StrataPresentation

/// What the user asked the executable to do, parsed from its arguments.
enum Command: Equatable {
    case help
    case version
    /// Render one screen once and exit.
    case open(Route, format: OutputFormat)
    /// The full-screen app, optionally starting at a route.
    case interactive(Route?)
}

/// How `strata open` prints a screen.
enum OutputFormat: Equatable {
    case text
    case json
}
