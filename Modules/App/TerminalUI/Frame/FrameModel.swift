/// Everything one frame shows, gathered by `FrameComposer` and laid out by `FrameRenderer`.
struct FrameModel {
    /// What the middle of the screen shows.
    enum Body {
        /// A screen's content, scrolled to `scrollTop`, its row `selection` marked.
        case screen(ScreenContent, selection: Int?, scrollTop: Int)
        /// Help text in place of the screen.
        case help([String])
    }

    var columns: Int
    var rows: Int
    var breadcrumb: [String]
    var signedInAs: String?
    var body: Body
    /// The line above the key hints: a field being typed, a question, a spinner, feedback or an error.
    var statusLine: StyledLine
    /// Where the selection is in a list, "12/100", shown at the right of the status line.
    var position: String?
    /// The keys worth knowing here, most useful first; "? help" is added last and always shown, unless
    /// `showsHelpKey` is off.
    var hints: [KeyHelp]
    /// Whether "? help" ends the hints; not while typing, where `?` types itself.
    var showsHelpKey = true
    /// Shown while anything loads, a background refresh included.
    var spinner: Character?
}

/// The fixed parts of a frame at a given size: whether rules fit, and how tall the body is.
struct FrameGeometry: Equatable {
    let columns: Int
    let rows: Int

    /// The smallest terminal the app lays out for; smaller ones are drawn as if this size.
    static let minimum = (columns: 20, rows: 6)

    init(columns: Int, rows: Int) {
        self.columns = max(columns, Self.minimum.columns)
        self.rows = max(rows, Self.minimum.rows)
    }

    /// Rules around the body only when there is room for them.
    var showsRules: Bool { rows >= 10 }

    /// Lines for the body: all but the header, status, hints and the rules.
    var bodyHeight: Int { rows - (showsRules ? 5 : 3) }
}
