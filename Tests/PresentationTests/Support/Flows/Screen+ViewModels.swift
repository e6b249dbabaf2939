import StrataPresentation

/// The view model of each kind of screen, `nil` for every other kind, so a flow test reads as
/// `navigator.visible?.postDetails` instead of a `switch`.
extension Screen {
    var postsList: (any PostsListViewModel)? { if case .postsList(let model) = self { model } else { nil } }
    var postDetails: (any PostDetailsViewModel)? { if case .postDetails(let model) = self { model } else { nil } }
    var comments: (any CommentsViewModel)? { if case .comments(let model) = self { model } else { nil } }
    var searchPosts: (any SearchPostsViewModel)? { if case .searchPosts(let model) = self { model } else { nil } }
    var recentSearches: (any RecentSearchesViewModel)? {
        if case .recentSearches(let model) = self { model } else { nil }
    }
    var usersList: (any UsersListViewModel)? { if case .usersList(let model) = self { model } else { nil } }
    var userProfile: (any UserProfilePresenter)? { if case .userProfile(let model) = self { model } else { nil } }
    var userPosts: (any UserPostsViewModel)? { if case .userPosts(let model) = self { model } else { nil } }
    var userTodos: (any UserTodosViewModel)? { if case .userTodos(let model) = self { model } else { nil } }
    var userAlbums: (any UserAlbumsViewModel)? { if case .userAlbums(let model) = self { model } else { nil } }
    var albumPhotos: (any AlbumPhotosViewModel)? { if case .albumPhotos(let model) = self { model } else { nil } }
    var myTodos: (any MyTodosViewModel)? { if case .myTodos(let model) = self { model } else { nil } }
    var signIn: (any SignInViewModel)? { if case .signIn(let model) = self { model } else { nil } }
}
