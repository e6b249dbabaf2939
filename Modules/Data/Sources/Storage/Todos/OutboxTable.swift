import Foundation
import StrataSQLite

/// The SQL of the `outbox` table, shared by the todos store (which appends) and the outbox (which
/// sends and settles), so both read and write operations the same way.
enum OutboxTable {
    static let selectOperations = """
        SELECT o.id, o.todo_local_id, t.user_id, t.server_id, o.kind, o.title, o.completed, o.created_at,
               o.attempts, o.next_attempt_at, o.last_error
        FROM outbox o JOIN todos t ON t.local_id = o.todo_local_id
        """

    /// Appends an operation; called inside the transaction that made the edit, so both land or neither.
    static func append(
        _ change: OutboxOperation.Change, todoID: Int, at date: Date, in connection: SQLiteConnection
    ) throws {
        let (kind, title, isCompleted): (String, String?, Bool?) =
            switch change {
            case .create(let title, let isCompleted): ("create", title, isCompleted)
            case .rename(let title): ("rename", title, nil)
            case .setCompleted(let isCompleted): ("toggle", nil, isCompleted)
            case .delete: ("delete", nil, nil)
            }
        try connection.run(
            """
            INSERT INTO outbox (todo_local_id, kind, title, completed, created_at, next_attempt_at)
            VALUES (?, ?, ?, ?, ?, ?)
            """,
            [todoID, kind, title, isCompleted, date, date]
        )
    }

    static func operation(id: Int, in connection: SQLiteConnection) throws -> OutboxOperation {
        guard let operation = try connection.queryFirst("\(selectOperations) WHERE o.id = ?", [id], row: operation)
        else { throw StorageError.notFound("outbox operation \(id)") }
        return operation
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
            change: change,
            createdAt: try row.column(7),
            attempts: try row.column(8),
            nextAttemptAt: try row.column(9),
            lastError: try row.column(10)
        )
    }
}
