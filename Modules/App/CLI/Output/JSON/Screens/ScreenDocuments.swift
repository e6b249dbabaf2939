import StrataPresentation

// The data front end's registration of every screen: what its route prints (`JSONSubject`), checked
// before anything loads, and the document its loaded screen makes. A screen or a route left out is a
// compile error (both switches are exhaustive); a route whose subject is `nil` by mistake fails
// `JSONFieldsParsingTests`, which wants one for every form but `search`.

extension JSONSubject {
    /// The subject of the screen at `route`; `nil` for the search screen without a query, which lists
    /// no posts.
    init?(_ route: Route) {
        switch route {
        case .posts(.list), .posts(.details), .users(.posts): self = .post
        case .posts(.search(let query)):
            guard !query.isEmpty else { return nil }
            self = .post
        case .posts(.comments): self = .comment
        case .users(.list), .users(.profile): self = .user
        case .users(.todos), .todos: self = .todo
        case .users(.albums): self.init(AlbumDocument.self)
        case .users(.photos): self.init(PhotoDocument.self)
        // scaffold-scene: route subjects
        }
    }
}

extension ScreenDocument {
    /// The data a loaded screen shows; `nil` when its primary content did not load. The one switch
    /// over screens in the data front end, as `ScreenViews` is in the terminal: each line names the
    /// screen's own document type.
    @MainActor
    static func make(_ screen: Screen, route: String) -> ScreenDocument? {
        switch screen {
        case .postsList(let model): PostsPageDocument.make(model, route: route)
        case .postDetails(let model): PostDetailsDocument.make(model, route: route)
        case .comments(let model): CommentsDocument.make(model, route: route)
        case .searchPosts(let model): SearchResultsDocument.make(model, route: route)
        // No route opens it: the app presents it over search when asked, and `open` never shows it.
        case .recentSearches: nil
        case .usersList(let model): UsersDocument.make(model.state, screen: "users", route: route)
        case .signIn(let model): UsersDocument.make(model.state, screen: "sign-in", route: route)
        case .userProfile(let presenter): UserProfileDocument.make(presenter, route: route)
        case .userPosts(let model): UserPostsDocument.make(model, route: route)
        case .userTodos(let model): TodosDocument.make(model.state, ownerID: model.ownerID, route: route)
        case .myTodos(let model): TodosDocument.make(model.state, ownerID: model.owner.id, route: route)
        case .userAlbums(let model): UserAlbumsDocument.make(model, route: route)
        case .albumPhotos(let model): AlbumPhotosDocument.make(model, route: route)
        // scaffold-scene: screen documents
        }
    }
}
