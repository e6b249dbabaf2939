/// A titled set of photos one user keeps; its photos load on their own, when the album is opened.
public struct Album: Identifiable, Hashable, Sendable {
    /// The source's integer id, unique across all users.
    public typealias ID = Int

    /// The source's id; stable, so screens can diff and select by it.
    public let id: ID
    /// The user who keeps the album.
    public let ownerID: User.ID
    /// The album's one-line title.
    public let title: String

    /// Builds an album from values already checked by the Data layer; nothing is validated here.
    public init(id: ID, ownerID: User.ID, title: String) {
        self.id = id
        self.ownerID = ownerID
        self.title = title
    }
}
