import StrataPresentation

/// The albums one user keeps: a row per album; Enter opens its photos.
@MainActor
final class UserAlbumsScreenView: ScreenView {
    private let model: any UserAlbumsViewModel

    init(model: any UserAlbumsViewModel) {
        self.model = model
    }

    func content() -> ScreenContent {
        ScreenContent(model.state) { list in
            ScreenRows.list(
                list.items.map { ScreenContent.Row(text: $0.title, id: $0.id) }, empty: "This user keeps no albums.",
                note: FreshnessNote.text(for: list.freshness))
        }
    }

    func command(for key: Key, selected: Int?) -> ScreenCommand? {
        guard key == .enter else { return nil }
        guard let selected else { return .say(StatusMessage(text: "There is no album to open")) }
        return .run { self.model.didSelect(itemAt: selected) }
    }

    let keys: [KeyHelp] = [.open, .refresh]
}
