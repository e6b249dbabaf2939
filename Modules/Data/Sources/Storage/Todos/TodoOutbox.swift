import Foundation

/// The queue of local todo edits that a sync sends to the server, oldest first.
///
/// An operation leaves it only once the server's answer is recorded: acknowledged, or parked with the
/// server's reason. Anything else (a timeout, a lost connection, a crash) leaves it queued, to be sent
/// again with the same idempotency key.
protocol TodoOutbox: Sendable {
    /// Every operation, parked ones included, oldest first.
    func pendingOperations() async throws(StorageError) -> [OutboxOperation]
    /// How many operations wait to be sent, parked ones left out.
    func queuedCount() async throws(StorageError) -> Int
    /// The oldest operation that may be sent, if it is due at `date`: parked operations, and the later
    /// operations of their todos, wait for the user. `nil` when none is left or the oldest one is still
    /// backing off (later ones wait behind it, to keep the order).
    func nextOperation(dueBy date: Date) async throws(StorageError) -> OutboxOperation?
    /// Counts an attempt before it is sent, so a later answer of "still in progress" can be recognised;
    /// `nil` when the operation is gone meanwhile (its todo removed), and there is nothing to send.
    func beginAttempt(_ operationID: OutboxOperation.ID) async throws(StorageError) -> OutboxOperation?
    /// Records the server's acknowledgement and removes the operation. A creation maps the todo to
    /// `serverID`; should another todo hold that id, the server no longer has that one, which becomes a
    /// conflict. An operation already settled (by another process) is not an error.
    func acknowledge(_ operationID: OutboxOperation.ID, serverID: Int?) async throws(StorageError)
    /// Parks the operation with the server's reason: it is not sent again until the user retries it.
    func park(_ operationID: OutboxOperation.ID, reason: String) async throws(StorageError)
    /// Settles an operation there is nothing to send for, because the server does not have its todo:
    /// a deletion then removes the todo, an edit stays in the todo's local values.
    func settleWithoutSending(_ operationID: OutboxOperation.ID) async throws(StorageError)
    /// Keeps the reason of a failed attempt and pushes the next one back by the backoff.
    func recordFailure(_ operationID: OutboxOperation.ID, reason: String, at date: Date) async throws(StorageError)
}
