/// The events the users list answers to.
@MainActor
public protocol UsersListViewModelInput: ScreenViewModelInput {
    /// Tells the delegate which user the row shows; does nothing when no rows are shown.
    func didSelect(itemAt index: Int)
}

/// What the users list shows.
@MainActor
public protocol UsersListViewModelOutput: ScreenViewModelOutput {
    /// The user rows, inside the case that shows them.
    var state: UsersListState { get }
    /// Told of selections; held weakly, as the coordinator owns this view model.
    var delegate: (any UsersListViewModelDelegate)? { get set }
}

/// The users list as its views see it; `DefaultUsersListViewModel` is the implementation.
public typealias UsersListViewModel = UsersListViewModelInput & UsersListViewModelOutput

/// What the users list shows as a whole.
public typealias UsersListState = LoadState<ListContent<UserItemViewModel>>
