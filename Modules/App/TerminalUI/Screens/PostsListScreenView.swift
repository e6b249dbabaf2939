import StrataPresentation

/// The posts list: a row per post, the range shown in the header line, the next page below.
@MainActor
final class PostsListScreenView: ScreenView {
    private let model: any PostsListViewModel

    init(model: any PostsListViewModel) {
        self.model = model
    }

    func content() -> ScreenContent {
        ScreenContent(model.state) { list in
            var content = ScreenRows.list(
                list.items.map(ScreenRows.post), empty: "No posts on this page.",
                note: FreshnessNote.text(for: list.freshness))
            content.lines = [list.summary]
            content.itemsInList = list.total.map { ScreenContent.ListExtent(offset: list.firstPage.offset, total: $0) }
            switch list.nextPage {
            case .end: break
            case .available(let page):
                content.trailer = ["More on page \(page.number)"]
                content.scriptTrailer = [
                    "More on page \(page.number): \(TextScreen.openCommand(.posts(.list(page: page.number))))"
                ]
            case .loading(let page): content.trailer = ["Loading page \(page.number)…"]
            case .failed(let page, let error):
                content.trailer = ["Page \(page.number) did not load: \(error.message) — move down to retry"]
            }
            return content
        }
    }

    func command(for key: Key, selected: Int?) -> ScreenCommand? {
        switch key {
        case .enter:
            guard let selected else { return .say(StatusMessage(text: "There is no post to open")) }
            return .run { self.model.didSelect(itemAt: selected) }
        default:
            return nil
        }
    }

    /// G and End reach the list's true end: every page still to come loads.
    var loadsEverything: (@MainActor () async -> Void)? {
        { await self.model.loadAllPages() }
    }

    /// Reaching the last row loads the next page.
    func didMove(to row: Int) -> ScreenCommand? {
        .run { await self.model.didReach(itemAt: row) }
    }

    let keys: [KeyHelp] = [.open, .search, .refresh]
}
