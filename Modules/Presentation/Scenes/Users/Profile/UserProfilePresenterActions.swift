import StrataDomain

/// What the profile asks its flow coordinator to do.
public struct UserProfilePresenterActions {
    /// Pushes the user's posts.
    public var showPosts: @MainActor (User.ID) -> Void
    /// Pushes the user's todos.
    public var showTodos: @MainActor (User.ID) -> Void
    /// Pushes the user's albums.
    public var showAlbums: @MainActor (User.ID) -> Void

    /// Actions left out do nothing, for tests and previews.
    public init(
        showPosts: @escaping @MainActor (User.ID) -> Void = { _ in },
        showTodos: @escaping @MainActor (User.ID) -> Void = { _ in },
        showAlbums: @escaping @MainActor (User.ID) -> Void = { _ in }
    ) {
        self.showPosts = showPosts
        self.showTodos = showTodos
        self.showAlbums = showAlbums
    }
}
