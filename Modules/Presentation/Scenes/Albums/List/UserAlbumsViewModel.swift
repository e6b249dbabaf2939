import StrataDomain

/// The events the list of one user's albums answers to.
@MainActor
public protocol UserAlbumsViewModelInput: ScreenViewModelInput {
    /// Opens the photos of the album in that row; does nothing when no rows are shown.
    func didSelect(itemAt index: Int)
}

/// What the list of one user's albums shows.
@MainActor
public protocol UserAlbumsViewModelOutput: ScreenViewModelOutput {
    /// The user whose albums these are.
    var ownerID: User.ID { get }
    /// The album rows, inside the case that shows them.
    var state: UserAlbumsState { get }
}

/// One user's albums as its views see them; `DefaultUserAlbumsViewModel` is the implementation.
public typealias UserAlbumsViewModel = UserAlbumsViewModelInput & UserAlbumsViewModelOutput

/// What the list of one user's albums shows as a whole.
public typealias UserAlbumsState = LoadState<ListContent<AlbumItemViewModel>>
