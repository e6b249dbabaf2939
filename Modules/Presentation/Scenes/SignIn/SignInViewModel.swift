/// The events the "sign in as" sheet answers to.
@MainActor
public protocol SignInViewModelInput: ScreenViewModelInput {
    /// Signs in as the user in that row; does nothing when no rows are shown.
    func signIn(itemAt index: Int)
}

/// What the "sign in as" sheet shows.
@MainActor
public protocol SignInViewModelOutput: ScreenViewModelOutput {
    /// The users to choose from, inside the case that shows them.
    var state: SignInState { get }
}

/// The "sign in as" sheet as its views see it; `DefaultSignInViewModel` is the implementation.
public typealias SignInViewModel = SignInViewModelInput & SignInViewModelOutput

/// What the "sign in as" sheet shows as a whole.
public typealias SignInState = LoadState<ListContent<UserItemViewModel>>
