import StrataDomain

/// What the profile asks its flow coordinator to do.
public struct UserProfilePresenterActions {
    public var showPosts: @MainActor (User.ID) -> Void
    public var showTodos: @MainActor (User.ID) -> Void

    public init(
        showPosts: @escaping @MainActor (User.ID) -> Void = { _ in },
        showTodos: @escaping @MainActor (User.ID) -> Void = { _ in }
    ) {
        self.showPosts = showPosts
        self.showTodos = showTodos
    }
}
