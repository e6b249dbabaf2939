import StrataPresentation

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
