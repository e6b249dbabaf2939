import Foundation
import StrataDomain

/// One local edit of a todo waiting to be sent to the server, in the order it was made.
struct OutboxOperation: Identifiable, Hashable, Sendable {
    /// What the edit does, with the values it set: sending it again after a lost reply does no harm.
    enum Change: Hashable, Sendable {
        /// Creates the todo on the server with the title and state it had when queued.
        case create(title: String, isCompleted: Bool)
        /// Sets the title, as a PATCH with the new title only.
        case rename(title: String)
        /// A toggle, stored as the value it produced rather than as "flip".
        case setCompleted(Bool)
        /// Deletes the todo on the server; skipped when the server never had it.
        case delete
    }

    /// Its position in the outbox: lower ids are older and are sent first.
    let id: Int
    /// The local id of the todo it changes.
    let todoID: Todo.ID
    /// The todo's owner, which a creation sends as `userId`.
    let ownerID: User.ID
    /// The todo's server id as of now, `nil` until its creation has been acknowledged.
    let serverID: Int?
    /// The row of the server the todo lives on, `nil` while it exists only here.
    let server: Int?
    /// What the edit does, with the values it set.
    let change: Change
    /// Sent as `Idempotency-Key` on every attempt of this operation, so a server that honours it
    /// applies the operation once however often a lost answer makes the client send it. Written in the
    /// transaction of the edit; a retry after a refusal gets a new one.
    let idempotencyKey: String
    /// When the edit was made locally.
    let createdAt: Date
    /// How many times it has been sent, counted before each send: more than one means an earlier
    /// attempt may still be in the server's hands.
    let attempts: Int
    /// When the next attempt is due; failures push it back.
    let nextAttemptAt: Date
    /// Why the last attempt failed, for the "pending" mark; `nil` before any failure.
    let lastError: String?
    /// The server's reason for refusing the operation's content; set, the operation is parked and not
    /// sent again until the user retries it.
    let rejection: String?
    /// Set once the server answered it with 2xx: the server id of the todo it wrote (for a creation, the
    /// id the server gave). It is never sent again, and leaves the outbox once reading that todo back
    /// shows whether the server kept it.
    let acknowledgedID: Int?

    /// Whether an attempt may be made at `date`: its wait has passed, or it ends further ahead than any
    /// wait of `backoff` could, which only a calendar clock that jumped back can cause.
    func isDue(at date: Date, backoff: OutboxBackoff) -> Bool {
        backoff.isOver(nextAttemptAt, at: date)
    }
}

extension OutboxOperation.Change {
    /// The value that giving this change up loses from a todo that stays: a title or a completion; `nil`
    /// for a creation or a deletion, which take or bring back the todo itself.
    var discardedField: DiscardedChange? {
        switch self {
        case .rename(let title): .title(title)
        case .setCompleted(let isCompleted): .completion(isCompleted)
        case .create, .delete: nil
        }
    }
}
