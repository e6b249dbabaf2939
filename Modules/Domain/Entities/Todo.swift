/// A task on a user's list.
public struct Todo: Identifiable, Hashable, Sendable {
    public typealias ID = Int

    public let id: ID
    public let ownerID: User.ID
    public var title: String
    public var isCompleted: Bool

    public init(id: ID, ownerID: User.ID, title: String, isCompleted: Bool) {
        self.id = id
        self.ownerID = ownerID
        self.title = title
        self.isCompleted = isCompleted
    }
}
