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
    /// Albums written.
    public let albums: Int
    /// Photos written, the bulk of the snapshot.
    public let photos: Int

    /// Built by `SnapshotSeeder` from what it wrote; albums and photos default to none, so code written
    /// before they were seeded still compiles.
    public init(posts: Int, comments: Int, users: Int, todos: Int, albums: Int = 0, photos: Int = 0) {
        self.posts = posts
        self.comments = comments
        self.users = users
        self.todos = todos
        self.albums = albums
        self.photos = photos
    }
}
