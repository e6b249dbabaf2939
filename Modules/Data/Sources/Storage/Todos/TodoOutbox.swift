import Foundation

/// The queue of local todo edits that a sync step sends to the server, oldest first.
///
/// Send in order and stop at the first failure: a later operation may depend on an earlier one, as a
/// rename depends on the creation that gives the todo its server id.
protocol TodoOutbox: Sendable {
    /// Every waiting operation, oldest first, due or not.
    func pendingOperations() async throws(StorageError) -> [OutboxOperation]
    /// The oldest operation if it is due at `date`; `nil` when the outbox is empty or the oldest one is
    /// still backing off (later ones wait behind it, to keep the order).
    func nextDueOperation(at date: Date) async throws(StorageError) -> OutboxOperation?
    /// Removes a sent operation. Completing a creation needs the id the server assigned, which the todo
    /// keeps from then on; completing a deletion removes the deleted todo for good.
    func markDone(_ operationID: OutboxOperation.ID, serverID: Int?) async throws(StorageError)
    /// Drops an operation the server refused for good, so it cannot block the ones after it. Todos keep
    /// their local values; a refused deletion still removes the deleted todo, as the user asked.
    func discard(_ operationID: OutboxOperation.ID) async throws(StorageError)
    /// Counts a failed attempt, keeps the reason and pushes the next attempt back by the backoff.
    func recordFailure(_ operationID: OutboxOperation.ID, reason: String, at date: Date)
        async throws(StorageError) -> OutboxOperation
}
