import StrataDomain

/// What the server holds of a todo whose refused change is being given up, read just before: the
/// discard applies it in the same transaction, so the refused value never reads as synced.
enum ServerVersion: Hashable, Sendable {
    /// Nothing was read, and nothing needs to be: a refused creation (the server never had the todo),
    /// or an unkept value (the store already shows the server's).
    case notRead
    /// The server's todo (its `id` is the server's), asked for at `askedAt` on the sync clock.
    case holds(Todo, askedAt: Int)
    /// The server answered 404 or 410 for this todo's server id while its collection was there.
    case absent
}
