import StrataDomain
import StrataSQLite

/// How the todos store reads a todo with its sync status: one query, so every status a screen shows
/// comes from the same snapshot of the outbox, the server id mapping and the conflicts.
enum TodoRows {
    static let select = """
        SELECT t.local_id, t.user_id, t.title, t.completed, m.server_id,
               (SELECT o.rejection FROM outbox o WHERE o.todo_local_id = t.local_id AND o.rejection IS NOT NULL
                ORDER BY o.id LIMIT 1),
               (SELECT count(*) FROM outbox o WHERE o.todo_local_id = t.local_id AND o.rejection IS NULL),
               (SELECT o.last_error FROM outbox o
                WHERE o.todo_local_id = t.local_id AND o.rejection IS NULL AND o.last_error IS NOT NULL
                ORDER BY o.id DESC LIMIT 1),
               c.unkept_title, c.unkept_completed, c.former_server_id
        FROM todos t
        LEFT JOIN todo_server_ids m ON m.local_id = t.local_id
        LEFT JOIN todo_conflicts c ON c.local_id = t.local_id
        """

    /// The todos a list shows: not deleted, or deleted with the deletion refused by the server, so the
    /// user can see the refusal and settle it.
    static let visible = """
        (t.deleted = 0 OR EXISTS (
            SELECT 1 FROM outbox o WHERE o.todo_local_id = t.local_id AND o.kind = 'delete' AND o.rejection IS NOT NULL))
        """

    /// Whether the todo is visible: not deleted, or deleted with its deletion refused.
    static func isVisible(_ id: Todo.ID, in connection: SQLiteConnection) throws -> Bool {
        try connection.queryFirst("SELECT 1 FROM todos t WHERE t.local_id = ? AND \(visible)", [id]) { _ in true }
            ?? false
    }

    /// The visible todo with this local id; `notFound` for an unknown or deleted one.
    static func todo(id: Todo.ID, in connection: SQLiteConnection) throws -> StoredTodo {
        guard let todo = try connection.queryFirst("\(select) WHERE t.local_id = ? AND \(visible)", [id], row: stored)
        else { throw StorageError.notFound("todo \(id)") }
        return todo
    }

    static func stored(_ row: SQLiteRow) throws -> StoredTodo {
        StoredTodo(
            todo: Todo(
                id: try row.column(0), ownerID: try row.column(1), title: try row.column(2),
                isCompleted: try row.column(3), syncStatus: try status(row)),
            serverID: try row.column(4)
        )
    }

    /// A parked operation wins (later ones wait behind it), then waiting ones, then a conflict.
    private static func status(_ row: SQLiteRow) throws -> Todo.SyncStatus {
        if let rejection: String = try row.column(5) { return .rejected(reason: rejection) }
        if try row.column(6, as: Int.self) > 0 { return .pending(lastError: try row.column(7)) }
        if let formerServerID: Int = try row.column(10) {
            return .conflict(.missingOnServer(formerServerID: formerServerID))
        }
        if let unkept = UnkeptChanges(title: try row.column(8), isCompleted: try row.column(9)) {
            return .conflict(.changesNotKept(unkept))
        }
        return .synced
    }
}
