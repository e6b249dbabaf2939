import Foundation
import StrataDomain
import StrataSQLite

/// Todos in the `todos` table, each edit written in one transaction with its outbox operation.
struct SQLiteTodosStore: TodosStore {
    private let database: StrataDatabase

    private static let selectTodos = """
        SELECT t.local_id, t.user_id, t.title, t.completed, t.server_id,
               (SELECT count(*) FROM outbox o WHERE o.todo_local_id = t.local_id),
               (SELECT o.last_error FROM outbox o WHERE o.todo_local_id = t.local_id AND o.last_error IS NOT NULL
                ORDER BY o.id DESC LIMIT 1)
        FROM todos t
        """

    /// Uses `database` for every read and write.
    init(database: StrataDatabase) {
        self.database = database
    }

    /// By local id, which is creation order for todos made here.
    func todos(ownerID: User.ID) async throws(StorageError) -> [StoredTodo] {
        try await database.read { connection in
            try connection.query(
                "\(Self.selectTodos) WHERE t.user_id = ? AND t.deleted = 0 ORDER BY t.local_id",
                [ownerID],
                row: Self.storedTodo
            )
        }
    }

    /// Throws `StorageError.notFound` for an unknown or deleted id.
    func todo(id: Todo.ID) async throws(StorageError) -> StoredTodo {
        try await database.read { connection in try Self.todo(id: id, in: connection) }
    }

    /// Takes the next free local id; ids are never reused, even after a deletion.
    func create(ownerID: User.ID, title: String, at date: Date) async throws(StorageError)
        -> StoredTodo
    {
        try await database.write { connection in
            try connection.run("INSERT INTO todos (user_id, title, completed) VALUES (?, ?, 0)", [ownerID, title])
            let id = connection.lastInsertRowID
            try OutboxTable.append(.create(title: title, isCompleted: false), todoID: id, at: date, in: connection)
            return try Self.todo(id: id, in: connection)
        }
    }

    /// Throws `StorageError.notFound` for an unknown or deleted id, with nothing queued.
    func rename(id: Todo.ID, to title: String, at date: Date) async throws(StorageError)
        -> StoredTodo
    {
        try await database.write { connection in
            let changed = try connection.run(
                "UPDATE todos SET title = ? WHERE local_id = ? AND deleted = 0", [title, id])
            guard changed == 1 else { throw StorageError.notFound("todo \(id)") }
            try OutboxTable.append(.rename(title: title), todoID: id, at: date, in: connection)
            return try Self.todo(id: id, in: connection)
        }
    }

    /// Reads and writes in one transaction, so two processes setting the same todo cannot both queue.
    /// Throws `StorageError.notFound` for an unknown or deleted id, with nothing queued.
    func setCompleted(id: Todo.ID, _ isCompleted: Bool, at date: Date) async throws(StorageError)
        -> StoredTodo
    {
        try await database.write { connection in
            let current = try Self.todo(id: id, in: connection)
            guard current.todo.isCompleted != isCompleted else { return current }
            try connection.run("UPDATE todos SET completed = ? WHERE local_id = ?", [isCompleted, id])
            try OutboxTable.append(.setCompleted(isCompleted), todoID: id, at: date, in: connection)
            return try Self.todo(id: id, in: connection)
        }
    }

    /// Marks the row deleted; `markDone` removes it once the server has accepted the deletion.
    func delete(id: Todo.ID, at date: Date) async throws(StorageError) {
        try await database.write { connection in
            let changed = try connection.run("UPDATE todos SET deleted = 1 WHERE local_id = ? AND deleted = 0", [id])
            guard changed == 1 else { throw StorageError.notFound("todo \(id)") }
            try OutboxTable.append(.delete, todoID: id, at: date, in: connection)
        }
    }

    /// Merges in one transaction: known server ids are updated unless edits wait, new ones are added.
    func saveServerTodos(_ todos: [Todo]) async throws(StorageError) {
        try await database.write { connection in try Self.merge(todos, in: connection) }
    }

    /// Updates the todos already known by server id unless they have edits waiting (or are deleted),
    /// and adds the others, under their server id as local id when that id is still free.
    static func merge(_ todos: [Todo], in connection: SQLiteConnection) throws {
        let update = try connection.prepare(
            """
            UPDATE todos SET user_id = ?2, title = ?3, completed = ?4
            WHERE server_id = ?1 AND deleted = 0
              AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.todo_local_id = todos.local_id)
            """
        )
        let insert = try connection.prepare(
            """
            INSERT INTO todos (local_id, server_id, user_id, title, completed)
            SELECT CASE WHEN EXISTS (SELECT 1 FROM todos WHERE local_id = ?1) THEN NULL ELSE ?1 END, ?1, ?2, ?3, ?4
            WHERE NOT EXISTS (SELECT 1 FROM todos WHERE server_id = ?1)
            """
        )
        for todo in todos {
            let values: [any SQLiteValueConvertible] = [todo.id, todo.ownerID, todo.title, todo.isCompleted]
            try update.run(values)
            try insert.run(values)
        }
    }

    private static func todo(id: Todo.ID, in connection: SQLiteConnection) throws -> StoredTodo {
        guard
            let todo = try connection.queryFirst(
                "\(selectTodos) WHERE t.local_id = ? AND t.deleted = 0", [id], row: storedTodo)
        else { throw StorageError.notFound("todo \(id)") }
        return todo
    }

    private static func storedTodo(_ row: SQLiteRow) throws -> StoredTodo {
        let pending: Int = try row.column(5)
        return StoredTodo(
            todo: Todo(
                id: try row.column(0), ownerID: try row.column(1), title: try row.column(2),
                isCompleted: try row.column(3),
                syncStatus: pending == 0 ? .synced : .pending(lastError: try row.column(6))),
            serverID: try row.column(4)
        )
    }
}
