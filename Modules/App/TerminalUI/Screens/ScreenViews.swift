import StrataPresentation

/// The one `switch` over screens in the terminal: each screen gets its view here. Loading and
/// refreshing need no switch at all; they go through `Screen.viewModel`.
@MainActor
enum ScreenViews {
    static func view(for screen: Screen) -> any ScreenView {
        switch screen {
        case .postsList(let model): PostsListScreenView(model: model)
        case .postDetails(let model): PostDetailsScreenView(model: model)
        case .comments(let model): CommentsScreenView(model: model)
        case .searchPosts(let model): SearchScreenView(model: model)
        case .recentSearches(let model): RecentSearchesScreenView(model: model)
        case .usersList(let model): UsersListScreenView(model: model)
        case .userProfile(let presenter): ProfileScreenView(presenter: presenter)
        case .userPosts(let model): UserPostsScreenView(model: model)
        case .userTodos(let model): UserTodosScreenView(model: model)
        case .userAlbums(let model): UserAlbumsScreenView(model: model)
        case .albumPhotos(let model): AlbumPhotosScreenView(model: model)
        case .myTodos(let model): MyTodosScreenView(model: model)
        case .signIn(let model): SignInScreenView(model: model)
        // scaffold-scene: screen views
        }
    }
}
