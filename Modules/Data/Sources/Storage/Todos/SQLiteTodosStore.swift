import Foundation
import StrataDomain
import StrataSQLite

/// Todos in the `todos` table, each edit written in one transaction with its outbox operation.
///
/// It serves one server, the one the app talks to: it shows that server's todos and those that exist
/// only here, and never lets an edit reach another server's todo.
struct SQLiteTodosStore: Sendable {
    let database: StrataDatabase
    /// The server whose todos this store shows and merges.
    let server: ServerAddress

    /// By local id, which is creation order for todos made here.
    func todos(ownerID: User.ID) async throws(StorageError) -> [StoredTodo] {
        try await database.read { [server] connection in
            let id = try ServerRows.find(server, in: connection) ?? -1
            return try connection.query(
                "\(TodoRows.select(server: id)) WHERE t.user_id = ? AND \(TodoRows.visible(server: id)) ORDER BY t.local_id",
                [ownerID], row: TodoRows.stored)
        }
    }

    /// Throws `StorageError.notFound` for an unknown, deleted or other server's id.
    func todo(id: Todo.ID) async throws(StorageError) -> StoredTodo {
        try await database.read { [server] connection in
            try TodoRows.todo(id: id, server: try ServerRows.find(server, in: connection) ?? -1, in: connection)
        }
    }

    /// Takes the next free local id; ids are never reused, even after a deletion. The todo exists only
    /// here until its creation is first sent, which ties it to the server it is sent to.
    func create(ownerID: User.ID, title: String, at date: Date) async throws(StorageError) -> StoredTodo {
        try await database.write { [server] connection in
            let serverRow = try ServerRows.register(server, in: connection)
            try connection.run("INSERT INTO todos (user_id, title, completed) VALUES (?, ?, 0)", [ownerID, title])
            let id = connection.lastInsertRowID
            try OutboxTable.append(.create(title: title, isCompleted: false), todoID: id, at: date, in: connection)
            return try TodoRows.todo(id: id, server: serverRow, in: connection)
        }
    }

    /// Throws `StorageError.notFound` for an unknown or deleted id and `deletionRefused` for a todo
    /// whose deletion the server refused, with nothing queued.
    func rename(id: Todo.ID, to title: String, at date: Date) async throws(StorageError) -> StoredTodo {
        try await edit(id, at: date) { connection in
            try connection.run("UPDATE todos SET title = ? WHERE local_id = ?", [title, id])
            return .rename(title: title)
        }
    }

    /// Reads and writes in one transaction, so two processes setting the same todo cannot both queue;
    /// a todo already in that state is returned unchanged with nothing queued.
    func setCompleted(id: Todo.ID, _ isCompleted: Bool, at date: Date) async throws(StorageError) -> StoredTodo {
        try await edit(id, at: date) { connection in
            let current: Bool = try connection.scalar("SELECT completed FROM todos WHERE local_id = ?", [id])
            guard current != isCompleted else { return nil }
            try connection.run("UPDATE todos SET completed = ? WHERE local_id = ?", [isCompleted, id])
            return .setCompleted(isCompleted)
        }
    }

    /// Hides the todo and queues its deletion; the row stays, marked, once the server has it deleted.
    /// A todo the server has never seen goes at once, with everything queued for it.
    func delete(id: Todo.ID, at date: Date) async throws(StorageError) {
        try await database.write { [server] connection in
            try Self.requireEditable(id, server: ServerRows.register(server, in: connection), in: connection)
            let refused: Bool = try connection.scalar(
                "SELECT EXISTS (SELECT 1 FROM outbox WHERE todo_local_id = ? AND rejection IS NOT NULL)", [id])
            let serverNeverSaw = try Self.serverNeverSaw(id, in: connection)
            // A todo the server has keeps its refusal in view; one it never saw just goes, refusal and all.
            if refused, !serverNeverSaw { throw StorageError.changeRefused(todo: id) }
            if serverNeverSaw {
                try connection.run("DELETE FROM todos WHERE local_id = ?", [id])
            } else {
                try connection.run("UPDATE todos SET deleted = 1 WHERE local_id = ?", [id])
                try OutboxTable.append(.delete, todoID: id, at: date, in: connection)
            }
        }
    }

    /// Changes a visible todo with `change`, which returns the operation to queue (`nil` for none), and
    /// queues it unless the server no longer has the todo: then the change is the todo's local value
    /// alone, and a retry creates the todo with it.
    private func edit(
        _ id: Todo.ID, at date: Date, _ change: @escaping @Sendable (SQLiteConnection) throws -> OutboxOperation.Change?
    ) async throws(StorageError) -> StoredTodo {
        try await database.write { [server] connection in
            let serverRow = try ServerRows.register(server, in: connection)
            try Self.requireEditable(id, server: serverRow, in: connection)
            if let operation = try change(connection), try Self.isKnownToTheServer(id, in: connection) {
                try OutboxTable.append(operation, todoID: id, at: date, in: connection)
            }
            return try TodoRows.todo(id: id, server: serverRow, in: connection)
        }
    }

    /// Throws unless the todo is visible to this server and not deleted; a deleted todo that is still
    /// shown because its deletion was refused says so.
    private static func requireEditable(_ id: Todo.ID, server: Int, in connection: SQLiteConnection) throws {
        let todo = try TodoRows.todo(id: id, server: server, in: connection)
        if try TodoRows.isDeletionRefused(todo.todo.id, in: connection) { throw StorageError.deletionRefused(todo: id) }
    }

    /// Whether the server has (or may have) the todo: it has a server id, or a creation is queued.
    static func isKnownToTheServer(_ id: Todo.ID, in connection: SQLiteConnection) throws -> Bool {
        try connection.scalar(
            """
            SELECT EXISTS (SELECT 1 FROM todos WHERE local_id = ?1 AND server_id IS NOT NULL)
                OR EXISTS (SELECT 1 FROM outbox WHERE todo_local_id = ?1 AND kind = 'create')
            """, [id])
    }

    /// Whether the server certainly never saw the todo: no server id, and its creation, if any, was never
    /// sent or was refused with a status that says it was not done. A creation sent once may have
    /// reached the server, and one answered 2xx with something else (`may_exist`) may be there.
    static func serverNeverSaw(_ id: Todo.ID, in connection: SQLiteConnection) throws -> Bool {
        try connection.scalar(
            """
            SELECT NOT EXISTS (SELECT 1 FROM todos WHERE local_id = ?1 AND server_id IS NOT NULL)
               AND NOT EXISTS (SELECT 1 FROM outbox
                               WHERE todo_local_id = ?1 AND kind = 'create' AND attempts > 0
                                 AND (rejection IS NULL OR may_exist = 1))
            """, [id])
    }
}
