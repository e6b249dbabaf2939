/// A task on a user's list.
public struct Todo: Identifiable, Hashable, Sendable {
    /// A plain integer, so users can type it in commands such as "toggle 3".
    public typealias ID = Int

    /// The local id: it never changes, even when the server assigns its own, so commands keep working after a sync.
    public let id: ID
    /// The user whose list holds this todo.
    public let ownerID: User.ID
    /// The title, trimmed and 1...200 characters when written through the use cases.
    public var title: String
    /// Whether the todo is done.
    public var isCompleted: Bool
    /// Whether the server has every change made to this todo yet.
    public var syncStatus: SyncStatus

    /// Where a todo stands with the server: one status the whole app shows, in a list, a status line
    /// and `--json`, so nothing reads as synced that the server does not hold.
    public enum SyncStatus: Hashable, Sendable {
        /// The server holds every change: each was acknowledged, then read back from the server.
        case synced
        /// Local changes wait to be sent; `lastError` says why the last attempt failed, if one did, or
        /// that the server does not keep changes, so they stay on this device.
        case pending(lastError: String?)
        /// The server refused a change of this todo for its content; the change is parked, with the
        /// server's reason, until the user retries or discards it. Later changes wait behind it.
        case rejected(reason: String)
        /// The server contradicts this device: the todo is kept as it was here, and the conflict says how.
        case conflict(TodoConflict)
    }

    /// Builds a todo; new values come from the repository, so callers rarely need this outside tests.
    public init(id: ID, ownerID: User.ID, title: String, isCompleted: Bool, syncStatus: SyncStatus = .synced) {
        self.id = id
        self.ownerID = ownerID
        self.title = title
        self.isCompleted = isCompleted
        self.syncStatus = syncStatus
    }
}
