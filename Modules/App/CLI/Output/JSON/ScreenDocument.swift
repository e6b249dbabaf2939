import Foundation
import StrataDomain
import StrataPresentation

/// What `strata open ROUTE --json` prints: the data behind the screen, raw, in schema 1. Which fields
/// a document has depends on `screen`; the README's "JSON output" section lists them.
struct ScreenDocument: Encodable {
    let schema = JSONOutput.schemaVersion
    let screen: String
    let route: String
    var freshness: FreshnessDocument?
    var page: Int?
    var total: Int?
    var nextPage: Int?
    var query: String?
    var postId: Int?
    var userId: Int?
    var post: PostDocument?
    var user: UserDocument?
    var author: UserDocument?
    var posts: [PostDocument]?
    var comments: [CommentDocument]?
    var users: [UserDocument]?
    var todos: [TodoDocument]?
    /// Parts of the screen that did not load; the rest is there.
    var errors: [ProblemDocument] = []

    init(screen: String, route: String) {
        self.screen = screen
        self.route = route
    }
}

extension ScreenDocument {
    /// The data a loaded screen shows; `nil` when its primary content did not load. The one switch
    /// over screens in the data front end, as `ScreenViews` is in the terminal.
    @MainActor
    static func make(_ screen: Screen, route: String) -> ScreenDocument? {
        switch screen {
        case .postsList(let model):
            guard let list = model.state.content else { return nil }
            var document = ScreenDocument(screen: "posts", route: route)
            document.freshness = FreshnessDocument(list.freshness)
            document.page = list.firstPage.number
            document.total = list.total
            if case .available(let next) = list.nextPage { document.nextPage = next.number }
            document.posts = list.items.map { PostDocument($0.post) }
            return document
        case .postDetails(let model):
            guard let details = model.state.content else { return nil }
            var document = ScreenDocument(screen: "post", route: route)
            document.freshness = FreshnessDocument(details.freshness)
            document.post = PostDocument(details.post)
            switch details.author {
            case .loaded(let user): document.author = UserDocument(user)
            case .failed(let error): document.errors.append(problem("author", error))
            }
            switch details.comments {
            case .loaded(let comments): document.comments = comments.map { CommentDocument($0.comment) }
            case .failed(let error): document.errors.append(problem("comments", error))
            }
            return document
        case .comments(let model):
            guard let list = model.state.content else { return nil }
            var document = ScreenDocument(screen: "comments", route: route)
            document.freshness = FreshnessDocument(list.freshness)
            document.postId = model.postID
            document.comments = list.items.map { CommentDocument($0.comment) }
            return document
        case .searchPosts(let model):
            guard case .results(let results) = model.state else { return nil }
            var document = ScreenDocument(screen: "search", route: route)
            document.freshness = FreshnessDocument(results.freshness)
            document.query = results.query
            document.posts = results.items.map { PostDocument($0.post) }
            return document
        case .usersList(let model):
            return users(model.state, screen: "users", route: route)
        case .signIn(let model):
            return users(model.state, screen: "sign-in", route: route)
        case .userProfile(let presenter):
            guard case .profile(let profile, let freshness) = presenter.display else { return nil }
            var document = ScreenDocument(screen: "user", route: route)
            document.freshness = FreshnessDocument(freshness)
            document.user = UserDocument(profile.user)
            return document
        case .userPosts(let model):
            guard let list = model.state.content else { return nil }
            var document = ScreenDocument(screen: "user-posts", route: route)
            document.freshness = FreshnessDocument(list.freshness)
            document.userId = model.userID
            document.posts = list.items.map { PostDocument($0.post) }
            return document
        case .userTodos(let model):
            return model.state.content.map {
                todos($0.todos, freshness: $0.freshness, ownerID: model.ownerID, route: route)
            }
        case .myTodos(let model):
            return model.state.content.map {
                todos($0.todos, freshness: $0.freshness, ownerID: model.owner.id, route: route)
            }
        }
    }

    private static func users(_ state: LoadState<ListContent<UserItemViewModel>>, screen: String, route: String)
        -> ScreenDocument?
    {
        guard let list = state.content else { return nil }
        var document = ScreenDocument(screen: screen, route: route)
        document.freshness = FreshnessDocument(list.freshness)
        document.users = list.items.map { UserDocument($0.user) }
        return document
    }

    /// One user's todos, as `open users/ID/todos`, `open todos` and `todos list` all print them.
    static func todos(_ todos: [Todo], freshness: Freshness, ownerID: User.ID, route: String) -> ScreenDocument {
        var document = ScreenDocument(screen: "todos", route: route)
        document.freshness = FreshnessDocument(freshness)
        document.userId = ownerID
        document.todos = todos.map(TodoDocument.init)
        return document
    }

    private static func problem(_ part: String, _ error: ErrorViewModel) -> ProblemDocument {
        ProblemDocument(part: part, message: error.message, request: error.request)
    }
}
