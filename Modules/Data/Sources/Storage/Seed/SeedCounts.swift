/// How many records a seeding step wrote.
public struct SeedCounts: Hashable, Sendable {
    /// Posts written, for the message a first run shows.
    public let posts: Int
    /// Comments written.
    public let comments: Int
    /// Users written.
    public let users: Int
    /// Todos written.
    public let todos: Int

    /// Built by `SnapshotSeeder` from what it wrote.
    public init(posts: Int, comments: Int, users: Int, todos: Int) {
        self.posts = posts
        self.comments = comments
        self.users = users
        self.todos = todos
    }
}
