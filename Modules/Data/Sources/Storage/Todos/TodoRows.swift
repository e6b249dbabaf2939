import StrataDomain
import StrataSQLite

/// How the todos store reads a todo with its sync status: one query, so every status a screen shows
/// comes from the same snapshot of the outbox, the conflicts and the server's state.
///
/// Every read is made for one server, the one the app talks to: it shows that server's todos and those
/// that exist only here, never another server's.
enum TodoRows {
    /// The columns of a todo with what its status needs, for the server with row id `server` (an `Int`
    /// from the store, never outside text, so it is written into the SQL).
    static func select(server: Int) -> String {
        """
        SELECT t.local_id, t.user_id, t.title, t.completed, t.server_id,
               (SELECT o.rejection FROM outbox o WHERE o.todo_local_id = t.local_id AND o.rejection IS NOT NULL
                ORDER BY o.id LIMIT 1),
               (SELECT count(*) FROM outbox o WHERE o.todo_local_id = t.local_id AND o.rejection IS NULL),
               (SELECT o.last_error FROM outbox o
                WHERE o.todo_local_id = t.local_id AND o.rejection IS NULL AND o.last_error IS NOT NULL
                ORDER BY o.id DESC LIMIT 1),
               (SELECT s.address FROM servers s WHERE s.id = coalesce(t.server, \(server)) AND s.keeps_writes = 0),
               c.former_server_id
        FROM todos t
        LEFT JOIN todo_conflicts c ON c.local_id = t.local_id
        """
    }

    /// The todos a list for server `server` shows: its own and those only here; not deleted, or deleted
    /// with the deletion refused by the server, so the user can see the refusal and settle it.
    static func visible(server: Int) -> String {
        """
        (t.server IS NULL OR t.server = \(server)) AND (t.deleted = 0 OR EXISTS (
            SELECT 1 FROM outbox o WHERE o.todo_local_id = t.local_id AND o.kind = 'delete' AND o.rejection IS NOT NULL))
        """
    }

    /// Whether the todo is shown only because its deletion was refused.
    static func isDeletionRefused(_ id: Todo.ID, in connection: SQLiteConnection) throws -> Bool {
        try connection.scalar(
            """
            SELECT EXISTS (SELECT 1 FROM todos t JOIN outbox o ON o.todo_local_id = t.local_id
                           WHERE t.local_id = ? AND t.deleted = 1 AND o.kind = 'delete' AND o.rejection IS NOT NULL)
            """, [id])
    }

    /// The visible todo with this local id; `notFound` for an unknown, deleted or other server's one.
    static func todo(id: Todo.ID, server: Int, in connection: SQLiteConnection) throws -> StoredTodo {
        guard
            let todo = try connection.queryFirst(
                "\(select(server: server)) WHERE t.local_id = ? AND \(visible(server: server))", [id], row: stored)
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
        if try row.column(6, as: Int.self) > 0 {
            if let address: String = try row.column(8) {
                return .pending(lastError: "kept on this device: \(address) does not keep changes")
            }
            return .pending(lastError: try row.column(7))
        }
        if let formerServerID: Int = try row.column(9) {
            return .conflict(.missingOnServer(formerServerID: formerServerID))
        }
        return .synced
    }
}
