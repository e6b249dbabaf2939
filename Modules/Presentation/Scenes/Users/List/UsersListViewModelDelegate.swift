import StrataDomain

/// How the users list reports a choice to whoever shows it.
///
/// The users list talks to its coordinator through this delegate, while the other screens use action
/// closures: Strata shows both styles so readers can compare them. A delegate suits an owner that
/// answers several related events and must be held weakly.
@MainActor
public protocol UsersListViewModelDelegate: AnyObject {
    /// The user picked the row of `userID`; the delegate usually pushes that user's profile.
    func usersList(_ viewModel: any UsersListViewModel, didSelectUser userID: User.ID)
}
