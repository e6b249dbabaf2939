import StrataPresentation

/// A screen reduced to text: lines above, selectable rows, lines below, and a status. Both the one-shot
/// `strata open` output and the interactive terminal draw from it, so they never disagree.
public struct ScreenContent: Equatable, Sendable {
    /// A selectable line: an item of a list, or an action such as "Open comments".
    public struct Row: Equatable, Sendable {
        var text: String
        var detail: [String] = []
        /// The item's id, which `strata open` prints before the text so a script can open the item next;
        /// the interactive app leaves it out. `nil` for a row that is not an item (an action, a recent search).
        var id: Int?
        /// Actions only make sense interactively; `strata open` leaves them out.
        var isAction = false
        /// State the row must never hide, such as a todo's sync state: drawn after the text, which is
        /// cut before it is.
        var badge: Badge?

        /// The text and the badge as one line, for output that is never cut (`strata open`).
        var fullText: String { text + (badge.map { "  \($0.text)" } ?? "") }
    }

    /// A row's state tag: whole when it fits beside a word or two of the row, else `short` on the row
    /// and the whole text on the line under it.
    struct Badge: Equatable, Sendable {
        /// "✗ rejected by the server: title too long".
        var text: String
        /// "✗ rejected".
        var short: String
        /// Whether the badge reports a problem to act on, drawn red, rather than a change still to be
        /// sent, drawn yellow (when the terminal has colour).
        var isProblem = false
    }

    /// Whether the screen's primary content is there.
    public enum Status: Equatable, Sendable {
        /// The content is shown.
        case ready
        /// The first load runs.
        case loading
        /// The primary content could not be loaded.
        case failed(ErrorViewModel)
    }

    var lines: [String] = []
    var rows: [Row] = []
    var trailer: [String] = []
    /// What `strata open` prints instead of `trailer`, when a script needs other words than a person
    /// at the keys: the command that gets the next page, rather than "move down".
    var scriptTrailer: [String]?
    /// Whether the primary content is there; `strata open` exits 1 unless it is `.ready`.
    public internal(set) var status: Status = .ready
    /// How current the data is, when that needs saying: "Offline — as of …".
    public internal(set) var note: String?
    /// Parts of the screen that did not load, each naming its request; the rest is shown.
    public internal(set) var partFailures: [ErrorViewModel] = []
    /// What the last sync did, on a screen that shows edits the user made; beside `note`, never instead.
    public internal(set) var syncNotice: SyncNotice?
    /// What the last retry or discard did; shown before the sync notice, since the user just asked for it.
    var settledChange: String?
    /// Shown instead of rows when there are none and nothing failed.
    var emptyMessage: String?
    /// The first line is the screen's own title (a post shows its headline), so a renderer that
    /// prints the title itself leaves it out.
    var startsWithTitle = false
    /// The rows are the items of a list, so a position such as "12/100" means something.
    var rowsAreItems = false
    /// Where the loaded rows sit in the whole list, when only some are loaded (a paged list); the
    /// position counts against it: "12/100".
    var itemsInList: ListExtent?

    /// Where a paged list's loaded rows sit in the whole list.
    struct ListExtent: Equatable, Sendable {
        /// How many items come before the first loaded row.
        var offset: Int
        /// The items of the whole list.
        var total: Int
    }

    init(
        lines: [String] = [], rows: [Row] = [], trailer: [String] = [], status: Status = .ready,
        emptyMessage: String? = nil
    ) {
        self.lines = lines
        self.rows = rows
        self.trailer = trailer
        self.status = status
        self.emptyMessage = emptyMessage
    }

    /// The status line of a ready screen: the first part that failed; else how current the data is and
    /// what the last sync did, side by side, drawn as a warning when either is one.
    var readyStatusLine: StyledLine {
        if let failure = partFailures.first { return StyledLine(text: failure.message, style: .error) }
        let text = [settledChange, note, syncNotice?.text].compactMap { $0 }.joined(separator: " · ")
        let isProblem = note != nil || syncNotice?.isProblem == true
        return StyledLine(text: text, style: isProblem ? .error : .plain)
    }

    /// The content of a screen in `state`, its loaded content laid out by `layout`.
    init<Content>(_ state: LoadState<Content>, layout: (Content) -> ScreenContent) {
        switch state {
        case .idle, .loading: self.init(status: .loading)
        case .failed(let error): self.init(status: .failed(error))
        case .loaded(let content): self = layout(content)
        }
    }
}
