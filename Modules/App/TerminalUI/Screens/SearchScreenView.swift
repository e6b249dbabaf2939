import Observation
import StrataPresentation

/// Search: the query field, and below it the results. Enter with nothing typed asks for the recent
/// searches, which the flow presents as a screen of their own.
@MainActor
@Observable
final class SearchScreenView: ScreenView {
    private let model: any SearchPostsViewModel
    /// Whether keys go into the query field; opening the screen with `/` starts it typing.
    private(set) var isTyping = true

    init(model: any SearchPostsViewModel) {
        self.model = model
    }

    func content() -> ScreenContent {
        var content = ScreenContent(lines: ["Query: \(model.query)", ""])
        switch model.state {
        case .idle:
            content.trailer = ["Type to search posts, or press Enter for your recent searches."]
            content.scriptTrailer = ["Nothing to search for: give a query, as in strata open search/QUERY."]
        case .searching:
            content.status = .loading
        case .results(let results):
            content.lines.append(results.items.count == 1 ? "1 post" : "\(results.items.count) posts")
            content.rows = results.items.map(ScreenRows.post)
            content.rowsAreItems = true
            content.note = FreshnessNote.text(for: results.freshness)
            content.emptyMessage = "No post matches '\(results.query)'."
        case .failed(_, let error):
            content.status = .failed(error)
        }
        return content
    }

    var field: TypedField? {
        guard isTyping else { return nil }
        return TypedField(
            label: "Search", text: model.query, error: nil,
            change: { await self.model.updateQuery($0) },
            submit: { highlighted in
                self.isTyping = false
                await self.open(highlighted, typing: true)
            },
            enterAction: "search",
            cancel: { self.isTyping = false }
        )
    }

    func command(for key: Key, selected: Int?) -> ScreenCommand? {
        switch key {
        case .enter: .run { await self.open(selected, typing: false) }
        case .character("/"): .startTyping
        default: nil
        }
    }

    func beginTyping() {
        isTyping = true
    }

    /// Enter: with the query empty, shows the recent searches; typing a query, searches for it now
    /// (even while the search as you type still waits for a pause); with results showing, opens the
    /// highlighted post.
    private func open(_ row: Int?, typing: Bool) async {
        if model.query.allSatisfy(\.isWhitespace) {
            model.showRecentSearches()
        } else if !typing, case .results = model.state {
            if let row { model.didSelect(itemAt: row) }
        } else {
            await model.submit()
        }
    }

    let keys: [KeyHelp] = [
        KeyHelp(keys: "/", action: "type a query"), KeyHelp(keys: "Enter", action: "search, open, recent searches"),
        .refresh,
    ]
}
