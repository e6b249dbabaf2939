/// One line of a frame, already cut to the terminal's width, with how it should look.
struct StyledLine: Equatable {
    enum Style: Equatable {
        case plain
        case header
        case title
        case selected
        case dim
        case error
    }

    var text: String
    var style: Style = .plain
}

/// Everything one frame shows, gathered by `TerminalController` and drawn by `FrameRenderer`.
struct FrameModel {
    var columns: Int
    var rows: Int
    var breadcrumb: [String]
    var signedInAs: String?
    var content: ScreenContent
    var selection: Int?
    /// Replaces the body, for the help screen.
    var overlay: [String]?
    /// The line above the key hints: a prompt, a question, a spinner or an error.
    var statusLine: StyledLine
    var hints: String
}
