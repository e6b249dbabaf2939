import StrataPresentation

/// One post: its title, byline and text, two actions, then the comments; a part that did not load
/// is named with its request instead of hiding the parts that did.
@MainActor
final class PostDetailsScreenView: ScreenView {
    private let model: any PostDetailsViewModel

    init(model: any PostDetailsViewModel) {
        self.model = model
    }

    func content() -> ScreenContent {
        ScreenContent(model.state) { post in
            var lines = [post.title]
            var failures: [ErrorViewModel] = []
            switch post.byline {
            case .loaded(let byline): lines.append(byline)
            case .failed(let error):
                lines.append(error.message)
                failures.append(error)
            }
            lines += [""] + ScreenRows.lines(of: post.body) + [""]
            var trailer = [""]
            switch post.comments {
            case .loaded(let comments):
                trailer.append(post.commentsSummary ?? "")
                for comment in comments {
                    trailer += ["", "  \(comment.title) — \(comment.author)"]
                    trailer += ScreenRows.lines(of: comment.body).map { "    \($0)" }
                }
            case .failed(let error):
                trailer.append(error.message)
                failures.append(error)
            }
            let commentCount = post.comments.value.map { " (\($0.count))" } ?? ""
            var content = ScreenContent(
                lines: lines,
                rows: [
                    ScreenContent.Row(text: "Open comments\(commentCount)", isAction: true),
                    ScreenContent.Row(text: "Open author's profile", isAction: true),
                ],
                trailer: trailer
            )
            content.note = FreshnessNote.text(for: post.freshness)
            content.partFailures = failures
            content.startsWithTitle = true
            return content
        }
    }

    func command(for key: Key, selected: Int?) -> ScreenCommand? {
        switch key {
        case .enter where selected == 0: .run { self.model.showComments() }
        case .enter where selected == 1: .run { self.model.showAuthor() }
        case .character("c"): .run { self.model.showComments() }
        case .character("a"): .run { self.model.showAuthor() }
        default: nil
        }
    }

    let keys: [KeyHelp] = [
        KeyHelp(keys: "c", action: "comments"), KeyHelp(keys: "a", action: "author"), .refresh,
    ]
}
