import Foundation
import StrataSQLite

/// The outbox in the `outbox` table, settled one operation per transaction.
struct SQLiteTodoOutbox: TodoOutbox {
    private let database: StrataDatabase
    private let backoff: OutboxBackoff

    /// Uses `database` for every read and write; `backoff` sets the waits after failures.
    init(database: StrataDatabase, backoff: OutboxBackoff = .standard) {
        self.database = database
        self.backoff = backoff
    }

    /// By id, which is the order the edits were made.
    func pendingOperations() async throws(StorageError) -> [OutboxOperation] {
        try await database.read { connection in
            try connection.query("\(OutboxTable.selectOperations) ORDER BY o.id", row: OutboxTable.operation)
        }
    }

    /// Looks only at the oldest operation, so a later one never overtakes it while it backs off.
    func nextDueOperation(at date: Date) async throws(StorageError) -> OutboxOperation? {
        try await database.read { connection in
            try connection.queryFirst(
                "\(OutboxTable.selectOperations) ORDER BY o.id LIMIT 1", row: OutboxTable.operation)
        }.flatMap { $0.isDue(at: date) ? $0 : nil }
    }

    /// Throws `StorageError.constraint` for a creation without a server id, changing nothing.
    func markDone(_ operationID: OutboxOperation.ID, serverID: Int? = nil) async throws(StorageError) {
        try await database.write { connection in
            let operation = try OutboxTable.operation(id: operationID, in: connection)
            switch operation.change {
            case .create:
                guard let serverID else {
                    throw StorageError.constraint(
                        detail: "the creation of todo \(operation.todoID) needs the id the server assigned")
                }
                try connection.run("UPDATE todos SET server_id = ? WHERE local_id = ?", [serverID, operation.todoID])
                try connection.run("DELETE FROM outbox WHERE id = ?", [operationID])
            case .delete:
                try connection.run("DELETE FROM outbox WHERE id = ?", [operationID])
                try connection.run("DELETE FROM todos WHERE local_id = ? AND deleted = 1", [operation.todoID])
            case .rename, .setCompleted:
                try connection.run("DELETE FROM outbox WHERE id = ?", [operationID])
            }
        }
    }

    /// Deletes the operation; for a deletion, the deleted todo goes too.
    func discard(_ operationID: OutboxOperation.ID) async throws(StorageError) {
        try await database.write { connection in
            let operation = try OutboxTable.operation(id: operationID, in: connection)
            try connection.run("DELETE FROM outbox WHERE id = ?", [operationID])
            if case .delete = operation.change {
                try connection.run("DELETE FROM todos WHERE local_id = ? AND deleted = 1", [operation.todoID])
            }
        }
    }

    /// Stores `reason` and `attempts + 1` and sets the next attempt `backoff` later than `date`.
    func recordFailure(_ operationID: OutboxOperation.ID, reason: String, at date: Date)
        async throws(StorageError) -> OutboxOperation
    {
        try await database.write { [backoff] connection in
            let attempts = try OutboxTable.operation(id: operationID, in: connection).attempts + 1
            let seconds = backoff.delay(afterAttempts: attempts).inSeconds
            try connection.run(
                "UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?",
                [attempts, date.addingTimeInterval(seconds), reason, operationID]
            )
            return try OutboxTable.operation(id: operationID, in: connection)
        }
    }
}
