/// Everything one frame shows, gathered by `FrameComposer` and laid out by `FrameRenderer`.
struct FrameModel {
    /// What the middle of the screen shows.
    enum Body {
        /// A screen's content, scrolled to `scrollTop`, its row `selection` marked.
        case screen(ScreenContent, selection: Int?, scrollTop: Int)
        /// Text laid out already, over the screen: the help, or the status line's message in full;
        /// scrolled to `scrollTop`.
        case text([StyledLine], scrollTop: Int)
    }

    var columns: Int
    var rows: Int
    /// The terminal's own size when it is below the minimum, so the frame says it is too small.
    var tooSmall: (columns: Int, rows: Int)?
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

    /// The terminal's own size, which may be below `minimum`.
    let actual: (columns: Int, rows: Int)

    /// The smallest terminal the app lays out for; a smaller one is told so instead of drawn in pieces,
    /// and is measured as if this size, so the selection and scroll survive the resize.
    static let minimum = (columns: 20, rows: 6)

    init(columns: Int, rows: Int) {
        self.columns = max(columns, Self.minimum.columns)
        self.rows = max(rows, Self.minimum.rows)
        // A size of 0 means the terminal did not say: drawn at the minimum rather than refused.
        actual = (columns > 0 ? columns : self.columns, rows > 0 ? rows : self.rows)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.columns == rhs.columns && lhs.rows == rhs.rows && lhs.actual == rhs.actual
    }

    /// Whether the terminal is below `minimum`, so the frame only says so.
    var isTooSmall: Bool { actual.columns < Self.minimum.columns || actual.rows < Self.minimum.rows }

    /// Rules around the body only when there is room for them.
    var showsRules: Bool { rows >= 10 }

    /// Lines for the body: all but the header, status, hints and the rules.
    var bodyHeight: Int { rows - (showsRules ? 5 : 3) }
}
