/// A task on a user's list.
public struct Todo: Identifiable, Hashable, Sendable {
    public typealias ID = Int

    public let id: ID
    public let ownerID: User.ID
    public var title: String
    public var isCompleted: Bool
    /// Whether the server has every change made to this todo yet.
    public var syncStatus: SyncStatus

    /// Where a todo stands with the server, for the "pending" mark a list shows.
    public enum SyncStatus: Hashable, Sendable {
        case synced
        /// Local changes wait to be sent; `lastError` says why the last attempt failed, if one did.
        case pending(lastError: String?)
    }

    public init(id: ID, ownerID: User.ID, title: String, isCompleted: Bool, syncStatus: SyncStatus = .synced) {
        self.id = id
        self.ownerID = ownerID
        self.title = title
        self.isCompleted = isCompleted
        self.syncStatus = syncStatus
    }
}
