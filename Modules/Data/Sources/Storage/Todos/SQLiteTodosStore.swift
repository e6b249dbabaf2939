import Foundation
import StrataDomain
import StrataSQLite

/// Todos in the `todos` table, each edit written in one transaction with its outbox operation.
struct SQLiteTodosStore: TodosStore {
    let database: StrataDatabase

    /// By local id, which is creation order for todos made here.
    func todos(ownerID: User.ID) async throws(StorageError) -> [StoredTodo] {
        try await database.read { connection in
            try connection.query(
                "\(TodoRows.select) WHERE t.user_id = ? AND \(TodoRows.visible) ORDER BY t.local_id", [ownerID],
                row: TodoRows.stored)
        }
    }

    /// Throws `StorageError.notFound` for an unknown or deleted id.
    func todo(id: Todo.ID) async throws(StorageError) -> StoredTodo {
        try await database.read { connection in try TodoRows.todo(id: id, in: connection) }
    }

    /// Takes the next free local id; ids are never reused, even after a deletion.
    func create(ownerID: User.ID, title: String, at date: Date) async throws(StorageError) -> StoredTodo {
        try await database.write { connection in
            try connection.run("INSERT INTO todos (user_id, title, completed) VALUES (?, ?, 0)", [ownerID, title])
            let id = connection.lastInsertRowID
            try OutboxTable.append(.create(title: title, isCompleted: false), todoID: id, at: date, in: connection)
            return try TodoRows.todo(id: id, in: connection)
        }
    }

    /// Throws `StorageError.notFound` for an unknown or deleted id and `deletionRefused` for a todo
    /// whose deletion the server refused, with nothing queued.
    func rename(id: Todo.ID, to title: String, at date: Date) async throws(StorageError) -> StoredTodo {
        try await database.write { connection in
            try Self.requireEditable(id, in: connection)
            try connection.run("UPDATE todos SET title = ? WHERE local_id = ?", [title, id])
            try Self.queueIfTheServerHasIt(.rename(title: title), todoID: id, at: date, in: connection)
            return try TodoRows.todo(id: id, in: connection)
        }
    }

    /// Reads and writes in one transaction, so two processes setting the same todo cannot both queue.
    /// Throws `StorageError.notFound` for an unknown or deleted id and `deletionRefused` for a todo
    /// whose deletion the server refused, with nothing queued.
    func setCompleted(id: Todo.ID, _ isCompleted: Bool, at date: Date) async throws(StorageError) -> StoredTodo {
        try await database.write { connection in
            try Self.requireEditable(id, in: connection)
            let current = try TodoRows.todo(id: id, in: connection)
            guard current.todo.isCompleted != isCompleted else { return current }
            try connection.run("UPDATE todos SET completed = ? WHERE local_id = ?", [isCompleted, id])
            try Self.queueIfTheServerHasIt(.setCompleted(isCompleted), todoID: id, at: date, in: connection)
            return try TodoRows.todo(id: id, in: connection)
        }
    }

    /// Hides the todo and queues its deletion; the row goes once the server has acknowledged it. A todo
    /// the server has never seen goes at once, with everything queued for it.
    func delete(id: Todo.ID, at date: Date) async throws(StorageError) {
        try await database.write { connection in
            try Self.requireEditable(id, in: connection)
            let serverNeverSaw = try Self.serverNeverSaw(id, in: connection)
            let refused = try connection.queryFirst(
                "SELECT 1 FROM outbox WHERE todo_local_id = ? AND rejection IS NOT NULL", [id]
            ) { _ in true }
            // A todo the server has keeps its refusal in view; one it never saw just goes, refusal and all.
            if refused == true, !serverNeverSaw { throw StorageError.changeRefused(todo: id) }
            try connection.run("UPDATE todos SET deleted = 1 WHERE local_id = ?", [id])
            if serverNeverSaw {
                try connection.run("DELETE FROM todos WHERE local_id = ?", [id])
            } else {
                try OutboxTable.append(.delete, todoID: id, at: date, in: connection)
            }
        }
    }

    /// Throws unless the todo exists and is not deleted; a deleted todo that is still shown because its
    /// deletion was refused says so.
    private static func requireEditable(_ id: Todo.ID, in connection: SQLiteConnection) throws {
        let deleted = try connection.queryFirst("SELECT deleted FROM todos WHERE local_id = ?", [id]) { row in
            try row.column(0, as: Bool.self)
        }
        switch deleted {
        case false?: return
        case true? where try TodoRows.isVisible(id, in: connection): throw StorageError.deletionRefused(todo: id)
        default: throw StorageError.notFound("todo \(id)")
        }
    }

    /// Queues `change` unless the todo exists only here (the server no longer has it): then the change
    /// is the todo's local value alone, and a retry creates the todo with it. A change clears what a
    /// conflict said about the same field: the user's newer value is what counts now.
    private static func queueIfTheServerHasIt(
        _ change: OutboxOperation.Change, todoID: Todo.ID, at date: Date, in connection: SQLiteConnection
    ) throws {
        let column = if case .rename = change { "unkept_title" } else { "unkept_completed" }
        try connection.run("UPDATE todo_conflicts SET \(column) = NULL WHERE local_id = ?", [todoID])
        try connection.run(
            """
            DELETE FROM todo_conflicts
            WHERE local_id = ? AND former_server_id IS NULL AND unkept_title IS NULL AND unkept_completed IS NULL
            """, [todoID])
        guard try isKnownToTheServer(todoID, in: connection) else { return }
        try OutboxTable.append(change, todoID: todoID, at: date, in: connection)
    }

    /// Whether the server has (or may have) the todo: it has a server id, or a creation is queued.
    static func isKnownToTheServer(_ id: Todo.ID, in connection: SQLiteConnection) throws -> Bool {
        try connection.scalar(
            """
            SELECT EXISTS (SELECT 1 FROM todo_server_ids WHERE local_id = ?1)
                OR EXISTS (SELECT 1 FROM outbox WHERE todo_local_id = ?1 AND kind = 'create')
            """, [id])
    }

    /// Whether the server certainly never saw the todo: no server id, and its creation, if any, was never
    /// sent or was refused. A creation sent once may have reached the server, whatever its answer said.
    private static func serverNeverSaw(_ id: Todo.ID, in connection: SQLiteConnection) throws -> Bool {
        try connection.scalar(
            """
            SELECT NOT EXISTS (SELECT 1 FROM todo_server_ids WHERE local_id = ?1)
               AND NOT EXISTS (SELECT 1 FROM outbox
                               WHERE todo_local_id = ?1 AND kind = 'create' AND attempts > 0 AND rejection IS NULL)
            """, [id])
    }
}
