import StrataPresentation

/// The photos of one album: each one's title, and under it the address of the image, which a
/// terminal cannot show.
@MainActor
final class AlbumPhotosScreenView: ScreenView {
    private let model: any AlbumPhotosViewModel

    init(model: any AlbumPhotosViewModel) {
        self.model = model
    }

    func content() -> ScreenContent {
        ScreenContent(model.state) { list in
            let rows = list.items.map { ScreenContent.Row(text: $0.title, detail: [$0.imageAddress], id: $0.id) }
            return ScreenRows.list(rows, empty: "This album is empty.", note: FreshnessNote.text(for: list.freshness))
        }
    }

    func command(for key: Key, selected: Int?) -> ScreenCommand? {
        key == .enter ? .say(StatusMessage(text: "A photo opens outside the app: its address is under its title")) : nil
    }

    let keys: [KeyHelp] = [.refresh]
}
