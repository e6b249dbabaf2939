import StrataPresentation

/// All users, one row each with the handle and company under the name.
@MainActor
final class UsersListScreenView: ScreenView {
    private let model: any UsersListViewModel

    init(model: any UsersListViewModel) {
        self.model = model
    }

    func content() -> ScreenContent {
        ScreenContent(model.state) { list in
            ScreenRows.list(
                list.items.map(ScreenRows.user), empty: "No users.", note: FreshnessNote.text(for: list.freshness))
        }
    }

    func command(for key: Key, selected: Int?) -> ScreenCommand? {
        guard key == .enter else { return nil }
        guard let selected else { return .say(StatusMessage(text: "There is no user to open")) }
        return .run { self.model.didSelect(itemAt: selected) }
    }

    let keys: [KeyHelp] = [.open, .refresh]
}
