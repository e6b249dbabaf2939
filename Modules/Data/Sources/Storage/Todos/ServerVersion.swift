import StrataDomain

/// What the server holds of a todo whose refused change is being given up, read just before: the
/// discard applies it in the same transaction, so the refused value never reads as synced.
enum ServerVersion: Hashable, Sendable {
    /// Nothing was read, and nothing needs to be: a refused creation (the server never had the todo),
    /// or an unkept value (the store already shows the server's).
    case notRead
    /// The server's todo (its `id` is the server's), from a list asked for when `fetchedAfter`
    /// acknowledgements had been recorded.
    case holds(Todo, fetchedAfter: Int)
    /// The server has no todo with this todo's server id in its owner's list.
    case absent
}
