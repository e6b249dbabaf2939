import Foundation
import StrataSQLite

/// The outbox in the `outbox` table, settled one operation per transaction.
struct SQLiteTodoOutbox: TodoOutbox {
    let database: StrataDatabase
    /// The waits after failures.
    var backoff: OutboxBackoff = .standard

    /// By id, which is the order the edits were made.
    func pendingOperations() async throws(StorageError) -> [OutboxOperation] {
        try await database.read { connection in
            try connection.query("\(OutboxTable.selectOperations) ORDER BY o.id", row: OutboxTable.operation)
        }
    }

    func queuedCount() async throws(StorageError) -> Int {
        try await database.read { connection in
            try connection.scalar("SELECT count(*) FROM outbox WHERE rejection IS NULL")
        }
    }

    /// Looks only at the oldest sendable operation, so a later one never overtakes it while it backs off.
    func nextOperation(dueBy date: Date) async throws(StorageError) -> OutboxOperation? {
        try await database.read { connection in
            try connection.queryFirst(
                """
                \(OutboxTable.selectOperations)
                WHERE o.rejection IS NULL AND NOT EXISTS (
                    SELECT 1 FROM outbox p WHERE p.todo_local_id = o.todo_local_id AND p.rejection IS NOT NULL)
                ORDER BY o.id LIMIT 1
                """, row: OutboxTable.operation)
        }.flatMap { $0.isDue(at: date) ? $0 : nil }
    }

    func beginAttempt(_ operationID: OutboxOperation.ID) async throws(StorageError) -> OutboxOperation? {
        try await database.write { connection in
            try connection.run(
                "UPDATE outbox SET attempts = attempts + 1 WHERE id = ? AND rejection IS NULL", [operationID])
            return try OutboxTable.operation(id: operationID, in: connection)
        }
    }

    func acknowledge(_ operationID: OutboxOperation.ID, serverID: Int?) async throws(StorageError) {
        try await database.write { connection in
            guard let operation = try OutboxTable.operation(id: operationID, in: connection) else { return }
            try Acknowledgement(operation: operation, serverID: serverID).record(in: connection)
        }
    }

    func park(_ operationID: OutboxOperation.ID, reason: String) async throws(StorageError) {
        try await database.write { connection in
            try connection.run("UPDATE outbox SET rejection = ? WHERE id = ?", [reason, operationID])
        }
    }

    func settleWithoutSending(_ operationID: OutboxOperation.ID) async throws(StorageError) {
        try await database.write { connection in
            guard let operation = try OutboxTable.operation(id: operationID, in: connection) else { return }
            if case .delete = operation.change {
                try connection.run("DELETE FROM todos WHERE local_id = ?", [operation.todoID])
            } else {
                try connection.run("DELETE FROM outbox WHERE id = ?", [operationID])
            }
        }
    }

    /// Stores `reason` and sets the next attempt `backoff` later than `date`, by the attempts so far.
    func recordFailure(_ operationID: OutboxOperation.ID, reason: String, at date: Date) async throws(StorageError) {
        try await database.write { [backoff] connection in
            guard let operation = try OutboxTable.operation(id: operationID, in: connection) else { return }
            let seconds = backoff.delay(afterAttempts: operation.attempts).inSeconds
            try connection.run(
                "UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE id = ?",
                [date.addingTimeInterval(seconds), reason, operationID]
            )
        }
    }
}
