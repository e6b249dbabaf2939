/// How the server contradicts what this device sent it, for the note a todo carries until the user
/// retries (sends it again) or discards (accepts the server's version).
public enum TodoConflict: Hashable, Sendable {
    /// The server acknowledged these changes, then a refresh showed it kept other values, as a server
    /// that fakes writes does; the todo shows the server's values.
    case changesNotKept(UnkeptChanges)
    /// The server no longer has this todo: it gave the todo's id to another todo it created. The todo is
    /// kept here as it was; retrying creates it on the server again.
    case missingOnServer(formerServerID: Int)
}

/// The values a server acknowledged and then did not keep. At least one is set: a conflict always
/// names what was lost.
public struct UnkeptChanges: Hashable, Sendable {
    /// The title this device sent, when the server holds another one.
    public let title: String?
    /// The completion this device sent, when the server holds the other one.
    public let isCompleted: Bool?

    /// `nil` when neither value is given, since a conflict that names nothing cannot be shown.
    public init?(title: String?, isCompleted: Bool?) {
        guard title != nil || isCompleted != nil else { return nil }
        self.title = title
        self.isCompleted = isCompleted
    }
}
