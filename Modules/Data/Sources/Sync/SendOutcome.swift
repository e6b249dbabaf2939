import StrataDomain

/// What the server's answer to one outbox operation means for the outbox.
enum SendOutcome: Hashable, Sendable {
    /// A 2xx: remove the operation; a creation carries the id the server gave the todo.
    case acknowledged(serverID: Int?)
    /// The server refused this operation's content (400, 409, 413, 422, or a todo it no longer has):
    /// park it with the reason, and carry on with the others.
    case rejected(reason: String)
    /// There was nothing to send: the server does not have the todo the operation changes.
    case nothingToSend
    /// The server or the path is wrong, access is refused, or the outcome is unknown (a timeout, a lost
    /// connection): keep the operation, to send again with the same key, and stop the sync.
    case stopped(RepositoryError)
}
