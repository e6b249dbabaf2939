import StrataPresentation

/// A post's comments: each one's subject and author, its text under it.
@MainActor
final class CommentsScreenView: ScreenView {
    private let model: any CommentsViewModel

    init(model: any CommentsViewModel) {
        self.model = model
    }

    func content() -> ScreenContent {
        ScreenContent(model.state) { list in
            let rows = list.items.map { comment in
                ScreenContent.Row(
                    text: "\(comment.title) — \(comment.author)", detail: ScreenRows.lines(of: comment.body),
                    id: comment.id)
            }
            return ScreenRows.list(rows, empty: "No comments yet.", note: FreshnessNote.text(for: list.freshness))
        }
    }

    func command(for key: Key, selected: Int?) -> ScreenCommand? {
        key == .enter ? .say(StatusMessage(text: "A comment has nothing more to open")) : nil
    }

    let keys: [KeyHelp] = [.refresh]
}
