import StrataDomain

/// The factories the users flow needs, implemented by the app's `UsersSceneDIContainer`.
@MainActor
public protocol UsersFlowCoordinatorDependencies: AnyObject {
    /// The list of all users; the flow sets itself as its delegate.
    func makeUsersListViewModel() -> any UsersListViewModel
    /// The MVP profile of one user; the flow wires `actions` to its own navigation.
    func makeUserProfilePresenter(userID: User.ID, actions: UserProfilePresenterActions) -> any UserProfilePresenter
    /// The posts one user wrote; `showPostDetails` hands a selected post to the posts flow.
    func makeUserPostsViewModel(userID: User.ID, showPostDetails: @escaping @MainActor (Post.ID) -> Void)
        -> any UserPostsViewModel
    /// Someone's todos, read-only: only the signed-in user's own list can be changed, in the todos flow.
    func makeUserTodosViewModel(userID: User.ID) -> any UserTodosViewModel
    /// The albums one user keeps; `showPhotos` opens a selected album's photos.
    func makeUserAlbumsViewModel(userID: User.ID, showPhotos: @escaping @MainActor (Album.ID) -> Void)
        -> any UserAlbumsViewModel
    /// The photos of one album.
    func makeAlbumPhotosViewModel(albumID: Album.ID) -> any AlbumPhotosViewModel
}
