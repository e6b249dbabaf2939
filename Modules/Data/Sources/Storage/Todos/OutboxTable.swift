import Foundation
import StrataSQLite

/// The SQL of the `outbox` table, shared by the todos store (which appends and settles what the user
/// decides) and the outbox (which sends and settles what the server answers).
enum OutboxTable {
    static let selectOperations = """
        SELECT o.id, o.todo_local_id, t.user_id, t.server_id, o.kind, o.title, o.completed, o.idempotency_key,
               o.created_at, o.attempts, o.next_attempt_at, o.last_error, o.rejection, o.acknowledged_id, t.server
        FROM outbox o JOIN todos t ON t.local_id = o.todo_local_id
        """

    /// Appends an operation with a new idempotency key; called inside the transaction that made the
    /// edit, so the edit, the operation and its key land together or not at all.
    static func append(
        _ change: OutboxOperation.Change, todoID: Int, at date: Date, in connection: SQLiteConnection
    ) throws {
        let (kind, title, isCompleted) = columns(of: change)
        try connection.run(
            """
            INSERT INTO outbox (todo_local_id, kind, title, completed, idempotency_key, created_at, next_attempt_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """,
            [todoID, kind, title, isCompleted, newIdempotencyKey(), date, date]
        )
    }

    /// A key no other operation has: a random UUID, as the Idempotency-Key draft suggests.
    static func newIdempotencyKey() -> String {
        UUID().uuidString.lowercased()
    }

    /// The operation with this id, `nil` when it is gone (settled by another process, or its todo removed).
    static func operation(id: Int, in connection: SQLiteConnection) throws -> OutboxOperation? {
        try connection.queryFirst("\(selectOperations) WHERE o.id = ?", [id], row: operation)
    }

    static func operation(_ row: SQLiteRow) throws -> OutboxOperation {
        let kind: String = try row.column(4)
        let change: OutboxOperation.Change
        switch kind {
        case "create": change = .create(title: try row.column(5), isCompleted: try row.column(6))
        case "rename": change = .rename(title: try row.column(5))
        case "toggle": change = .setCompleted(try row.column(6))
        case "delete": change = .delete
        default:
            throw StorageError.unexpectedValue(
                column: "kind", expected: "create, rename, toggle or delete", found: kind)
        }
        return OutboxOperation(
            id: try row.column(0),
            todoID: try row.column(1),
            ownerID: try row.column(2),
            serverID: try row.column(3),
            server: try row.column(14),
            change: change,
            idempotencyKey: try row.column(7),
            createdAt: try row.column(8),
            attempts: try row.column(9),
            nextAttemptAt: try row.column(10),
            lastError: try row.column(11),
            rejection: try row.column(12),
            acknowledgedID: try row.column(13)
        )
    }

    /// The `kind`, `title` and `completed` columns of a change.
    static func columns(of change: OutboxOperation.Change) -> (String, String?, Bool?) {
        switch change {
        case .create(let title, let isCompleted): ("create", title, isCompleted)
        case .rename(let title): ("rename", title, nil)
        case .setCompleted(let isCompleted): ("toggle", nil, isCompleted)
        case .delete: ("delete", nil, nil)
        }
    }
}
