import StrataDomain

/// What the server's answer to one outbox operation means for the outbox.
enum SendOutcome: Hashable, Sendable {
    /// A 2xx: the operation is never sent again; reading back the todo with this server id (for a
    /// creation, the id the server gave) decides whether the server kept it.
    case acknowledged(serverID: Int)
    /// The server refused this operation's content (400, 409, 413, 422), or answered it 2xx with
    /// something other than what was sent: park it with the reason, and carry on with the others. After
    /// a 2xx (`mayHaveBeenDone`) a creation may be on the server all the same, so a list does not show
    /// a copy of it beside the parked one.
    case rejected(reason: String, mayHaveBeenDone: Bool)
    /// The server no longer has the todo the operation changes (404 or 410 while its collection answers).
    case gone
    /// There was nothing to send: the server never had the todo the operation changes.
    case nothingToSend
    /// The outcome is unknown (a timeout, a lost connection, a 5xx, a redirect): keep the operation, to
    /// send again with the same key, and stop the sync.
    case stopped(RepositoryError)
    /// Like `stopped`, but the server certainly did not do it: it never received the request (no
    /// connection) or answered with a client error (4xx other than the refusals and 409): the path is
    /// wrong, or access is refused. The attempt does not count, and a todo that existed only here is
    /// only here again.
    case notDone(RepositoryError)
}

/// What reading an acknowledged write back shows.
enum ReadBackOutcome: Hashable, Sendable {
    /// The server holds what the operation wrote.
    case kept
    /// The server acknowledged the write but does not hold it; `evidence` says what showed it.
    case notKept(evidence: String)
    /// The server acknowledged a creation, does not hold it where its answer said, and may hold it
    /// elsewhere: its list has a todo with the values sent that this store does not account for
    /// (`copy`, when there is exactly one), or is not complete. Sending it again could make a second
    /// todo there, so it is parked for the user to retry or discard.
    case inDoubt(evidence: String, copy: Int?)
    /// The server no longer has the todo at all.
    case gone
    /// The read failed: the operation stays acknowledged, to be read back by a later sync.
    case stopped(RepositoryError)
}
