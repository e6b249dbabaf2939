import StrataDomain
import StrataPresentation

/// A screen reduced to text: lines above, selectable rows, lines below, and a status. Both the one-shot
/// `strata open` output and the interactive terminal draw from it, so they never disagree.
struct ScreenContent: Equatable {
    /// A selectable line: an item of a list, or an action such as "Show comments".
    struct Row: Equatable {
        var text: String
        var detail: [String] = []
        /// Actions only make sense interactively; `strata open` leaves them out.
        var isAction = false
    }

    /// Whether the data is there.
    enum Status: Equatable {
        case ready
        case loading
        case failed(ErrorViewModel)
    }

    var lines: [String] = []
    var rows: [Row] = []
    var trailer: [String] = []
    var status: Status = .ready
    /// How current the data is, when that needs saying: "Offline — as of …".
    var note: String?
    /// Shown instead of rows when there are none and nothing failed.
    var emptyMessage: String?
    /// The first line is the screen's own title (a post shows its headline), so a renderer that
    /// prints the title itself leaves it out.
    var startsWithTitle = false

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

    init(_ state: ListState, freshness: Freshness? = nil) {
        note = FreshnessNote.text(for: freshness)
        switch state {
        case .idle, .loading: status = .loading
        case .loaded: status = .ready
        case .error(let error): status = .failed(error)
        }
    }
}
