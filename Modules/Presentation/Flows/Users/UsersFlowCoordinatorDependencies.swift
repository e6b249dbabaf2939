import StrataDomain

/// The factories the users flow needs, implemented by the app's `UsersSceneDIContainer`.
@MainActor
public protocol UsersFlowCoordinatorDependencies: AnyObject {
    func makeUsersListViewModel() -> UsersListViewModel
    func makeUserProfilePresenter(userID: User.ID, actions: UserProfilePresenterActions) -> UserProfilePresenter
    func makeUserPostsViewModel(userID: User.ID, showPostDetails: @escaping @MainActor (Post.ID) -> Void)
        -> UserPostsViewModel
    /// Someone's todos, read-only: only the signed-in user's own list can be changed, in the todos flow.
    func makeUserTodosViewModel(userID: User.ID) -> TodosViewModel
}
