/// How the server contradicts this device, for the note a todo carries until the user retries (sends
/// it again) or discards (accepts the server's version).
public enum TodoConflict: Hashable, Sendable {
    /// The server no longer has this todo: another client deleted it, or the server gave its id to
    /// another todo. The todo is kept here as it was; retrying creates it on the server again.
    case missingOnServer(formerServerID: Int)
}
