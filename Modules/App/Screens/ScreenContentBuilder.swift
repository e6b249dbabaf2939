import StrataDomain
import StrataPresentation

/// Turns each screen's view model into `ScreenContent`: the one place that decides what a screen says.
@MainActor
struct ScreenContentBuilder {
    /// The view the terminal attached to a profile presenter; MVP screens are read through their view.
    var profileView: (UserProfilePresenter) -> ProfileScreenView

    func content(of screen: Screen) -> ScreenContent {
        switch screen {
        case .postsList(let model): postsList(model)
        case .postDetails(let model): postDetails(model)
        case .comments(let model): comments(model)
        case .searchPosts(let model): search(model)
        case .usersList(let model): users(model.items, state: model.state, freshness: model.freshness)
        case .userProfile(let presenter): profile(profileView(presenter).display)
        case .userPosts(let model):
            posts(model.items, state: model.state, freshness: model.freshness, empty: "This user has written no posts.")
        case .todos(let model): todos(model)
        case .signIn(let model): users(model.items, state: model.state, freshness: nil)
        }
    }

    private func postsList(_ model: PostsListViewModel) -> ScreenContent {
        var content = posts(
            model.items, state: model.state, freshness: model.freshness, empty: "No posts on this page.")
        content.lines = ["\(model.items.count) posts from page \(model.firstPageNumber)"]
        if model.isLoadingNextPage {
            content.trailer = ["Loading more…"]
        } else if let error = model.nextPageError {
            content.trailer = ["Next page failed: \(error.message) — press r to retry"]
        } else if let next = model.nextPageNumber, case .loaded = model.state {
            content.trailer = ["More on page \(next)"]
        }
        return content
    }

    private func posts(_ items: [PostsListItemViewModel], state: ListState, freshness: Freshness?, empty: String)
        -> ScreenContent
    {
        var content = ScreenContent(state, freshness: freshness)
        content.rows = postRows(items)
        content.emptyMessage = empty
        return content
    }

    private func postDetails(_ model: PostDetailsViewModel) -> ScreenContent {
        switch model.state {
        case .idle, .loading:
            return ScreenContent(status: .loading)
        case .error(let error):
            return ScreenContent(status: .failed(error))
        case .loaded(let post):
            var trailer = [post.commentsSummary]
            for comment in post.comments {
                trailer.append("")
                trailer.append("  \(comment.title) — \(comment.author)")
                trailer += Self.lines(of: comment.body).map { "    \($0)" }
            }
            var content = ScreenContent(
                lines: [post.title, post.byline, ""]
                    + Self.lines(of: post.body) + [""],
                rows: [
                    ScreenContent.Row(text: "Open comments (\(post.comments.count))", isAction: true),
                    ScreenContent.Row(text: "Open author's profile", isAction: true),
                ],
                trailer: [""] + trailer
            )
            content.note = FreshnessNote.text(for: model.freshness)
            content.startsWithTitle = true
            return content
        }
    }

    private func comments(_ model: CommentsViewModel) -> ScreenContent {
        var content = ScreenContent(model.state, freshness: model.freshness)
        content.rows = model.items.map { comment in
            ScreenContent.Row(
                text: "\(comment.title) — \(comment.author)",
                detail: Self.lines(of: comment.body)
            )
        }
        content.emptyMessage = "No comments yet."
        return content
    }

    private func search(_ model: SearchPostsViewModel) -> ScreenContent {
        var content = ScreenContent(lines: ["Query: \(model.query)", ""])
        switch model.state {
        case .suggesting:
            content.lines.append(model.suggestions.isEmpty ? "Type to search posts." : "Recent searches:")
            content.rows = model.suggestions.map { ScreenContent.Row(text: $0) }
        case .searching:
            content.status = .loading
        case .results:
            content.lines.append(model.results.count == 1 ? "1 post" : "\(model.results.count) posts")
            content.rows = postRows(model.results)
            content.note = FreshnessNote.text(for: model.freshness)
            content.emptyMessage = "No post matches '\(model.query)'."
        case .error(let error):
            content.status = .failed(error)
        }
        return content
    }

    private func users(_ items: [UserItemViewModel], state: ListState, freshness: Freshness?) -> ScreenContent {
        var content = ScreenContent(state, freshness: freshness)
        content.rows = items.map { ScreenContent.Row(text: $0.name, detail: [$0.detail]) }
        content.emptyMessage = "No users."
        return content
    }

    private func profile(_ display: UserProfilePresenter.Display) -> ScreenContent {
        switch display {
        case .loading:
            return ScreenContent(status: .loading)
        case .error(let error):
            return ScreenContent(status: .failed(error))
        case .profile(let user, let note):
            var content = ScreenContent(
                lines: [
                    "\(user.name) (\(user.username))",
                    "",
                    "Email     \(user.email)",
                    "Phone     \(user.phone)",
                    "Website   \(user.website)",
                    "Address   \(user.address)",
                    "Location  \(user.coordinates)",
                    "Company   \(user.company) — \(user.catchPhrase)",
                    "",
                ],
                rows: [
                    ScreenContent.Row(text: "Open posts", isAction: true),
                    ScreenContent.Row(text: "Open todos", isAction: true),
                ]
            )
            content.note = note
            return content
        }
    }

    private func todos(_ model: TodosViewModel) -> ScreenContent {
        var content = ScreenContent(model.state, freshness: model.freshness)
        content.lines = ["\(model.summary) · showing \(model.filter.rawValue)", ""]
        content.rows = model.items.map {
            ScreenContent.Row(text: "\($0.checkbox) \($0.title)\($0.isPending ? "  ↑ pending" : "")")
        }
        content.emptyMessage = model.filter == .all ? "No todos yet." : "No \(model.filter.rawValue) todos."
        if let error = model.editError {
            content.trailer = ["", "Change not saved: \(error.message)"]
        }
        return content
    }

    /// One row per post, as the posts list, a user's posts and search results all show them.
    private func postRows(_ items: [PostsListItemViewModel]) -> [ScreenContent.Row] {
        items.map { ScreenContent.Row(text: "#\($0.id) \($0.title)", detail: [$0.excerpt]) }
    }

    /// The lines of a multi-line text, blank ones kept, so paragraphs stay apart on screen.
    private static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
