import StrataDomain

/// The events the list of one user's posts answers to.
@MainActor
public protocol UserPostsViewModelInput: ScreenViewModelInput {
    /// Opens the post in that row; does nothing when no rows are shown.
    func didSelect(itemAt index: Int)
}

/// What the list of one user's posts shows.
@MainActor
public protocol UserPostsViewModelOutput: ScreenViewModelOutput {
    /// The author whose posts these are.
    var userID: User.ID { get }
    /// The post rows, inside the case that shows them.
    var state: UserPostsState { get }
}

/// One user's posts as its views see them; `DefaultUserPostsViewModel` is the implementation.
public typealias UserPostsViewModel = UserPostsViewModelInput & UserPostsViewModelOutput

/// What the list of one user's posts shows as a whole.
public typealias UserPostsState = LoadState<ListContent<PostsListItemViewModel>>
