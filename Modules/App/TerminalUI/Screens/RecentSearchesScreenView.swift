import StrataPresentation

/// The recent searches, presented over search: a row per query, most recent first; Enter searches for
/// the highlighted one on the search screen below, Esc goes back to it.
@MainActor
final class RecentSearchesScreenView: ScreenView {
    private let model: any RecentSearchesViewModel

    init(model: any RecentSearchesViewModel) {
        self.model = model
    }

    func content() -> ScreenContent {
        ScreenContent(
            rows: model.queries.map { ScreenContent.Row(text: $0) },
            emptyMessage: "No recent searches yet: a search you submit with Enter that finds posts is kept here.")
    }

    func command(for key: Key, selected: Int?) -> ScreenCommand? {
        guard key == .enter else { return nil }
        guard let selected else { return .say(StatusMessage(text: "There is no recent search to pick")) }
        return .run { await self.model.didSelect(itemAt: selected) }
    }

    let keys: [KeyHelp] = [KeyHelp(keys: "Enter", action: "search for it")]
}
