import StrataPresentation

/// The posts one user wrote.
@MainActor
final class UserPostsScreenView: ScreenView {
    private let model: any UserPostsViewModel

    init(model: any UserPostsViewModel) {
        self.model = model
    }

    func content() -> ScreenContent {
        ScreenContent(model.state) { list in
            ScreenRows.list(
                list.items.map(ScreenRows.post), empty: "This user has written no posts.",
                note: FreshnessNote.text(for: list.freshness))
        }
    }

    func command(for key: Key, selected: Int?) -> ScreenCommand? {
        guard key == .enter else { return nil }
        guard let selected else { return .say(StatusMessage(text: "There is no post to open")) }
        return .run { self.model.didSelect(itemAt: selected) }
    }

    let keys: [KeyHelp] = [.open, .refresh]
}
