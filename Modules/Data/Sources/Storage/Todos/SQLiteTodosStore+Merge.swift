import StrataDomain
import StrataSQLite

extension SQLiteTodosStore {
    /// The number of acknowledgements so far; read it before asking the server for a list.
    func syncGeneration() async throws(StorageError) -> Int {
        try await database.read { connection in try connection.scalar("SELECT value FROM todo_sync_generation") }
    }

    /// Merges in one transaction; see `TodosStore.mergeServerTodos`.
    func mergeServerTodos(_ todos: [Todo], fetchedAfter generation: Int) async throws(StorageError) {
        try await database.write { connection in try Self.merge(todos, fetchedAfter: generation, in: connection) }
    }

    /// Server todos unknown here become local todos with local ids of their own; known ones take the
    /// server's values, except in fields with an edit still waiting, and are judged against what the
    /// server acknowledged before the list was asked for.
    static func merge(_ todos: [Todo], fetchedAfter generation: Int, in connection: SQLiteConnection) throws {
        for todo in todos {
            guard
                let localID = try connection.queryFirst(
                    "SELECT local_id FROM todo_server_ids WHERE server_id = ?", [todo.id],
                    row: { row in try row.column(0, as: Int.self) })
            else {
                try connection.run(
                    "INSERT INTO todos (user_id, title, completed) VALUES (?, ?, ?)",
                    [todo.ownerID, todo.title, todo.isCompleted])
                try connection.run(
                    "INSERT INTO todo_server_ids (local_id, server_id, origin) VALUES (?, ?, 'listed')",
                    [connection.lastInsertRowID, todo.id])
                continue
            }
            try refresh(localID, from: todo, fetchedAfter: generation, in: connection)
        }
    }

    private static func refresh(
        _ localID: Todo.ID, from server: Todo, fetchedAfter generation: Int, in connection: SQLiteConnection
    ) throws {
        let current = try connection.queryFirst(
            "SELECT title, completed FROM todos WHERE local_id = ? AND deleted = 0", [localID]
        ) { row in (title: try row.column(0, as: String.self), isCompleted: try row.column(1, as: Bool.self)) }
        // A todo deleted here keeps its deletion waiting; the server's values no longer matter to it.
        guard let current else { return }
        let acknowledged = try connection.queryFirst(
            "SELECT title, completed, generation FROM todo_acknowledgements WHERE local_id = ?", [localID]
        ) { row in
            (
                title: try row.column(0, as: String?.self), completed: try row.column(1, as: Bool?.self),
                generation: try row.column(2, as: Int.self)
            )
        }
        // The list may predate an acknowledgement it cannot know of: judge nothing of this todo yet.
        if let acknowledged, acknowledged.generation > generation { return }
        let waiting = try connection.query(
            "SELECT DISTINCT kind FROM outbox WHERE todo_local_id = ?", [localID]
        ) { row in try row.column(0, as: String.self) }
        let titleWaits = waiting.contains("rename") || waiting.contains("create")
        let completionWaits = waiting.contains("toggle") || waiting.contains("create")

        let unkeptTitle = titleWaits ? nil : acknowledged?.title.flatMap { $0 == server.title ? nil : $0 }
        let unkeptCompletion =
            completionWaits ? nil : acknowledged?.completed.flatMap { $0 == server.isCompleted ? nil : $0 }
        try connection.run(
            "UPDATE todos SET user_id = ?, title = ?, completed = ? WHERE local_id = ?",
            [
                server.ownerID, titleWaits ? current.title : server.title,
                completionWaits ? current.isCompleted : server.isCompleted, localID,
            ])
        if acknowledged != nil {
            // What this refresh judged is settled, kept or now a conflict; what waits is judged later.
            if titleWaits || completionWaits {
                try connection.run(
                    """
                    UPDATE todo_acknowledgements SET title = CASE WHEN ?2 THEN title END,
                                                     completed = CASE WHEN ?3 THEN completed END
                    WHERE local_id = ?1 AND (?2 AND title IS NOT NULL OR ?3 AND completed IS NOT NULL)
                    """, [localID, titleWaits, completionWaits])
            }
            try connection.run(
                """
                DELETE FROM todo_acknowledgements
                WHERE local_id = ?1 AND NOT (?2 AND title IS NOT NULL OR ?3 AND completed IS NOT NULL)
                """, [localID, titleWaits, completionWaits])
        }
        guard unkeptTitle != nil || unkeptCompletion != nil else { return }
        try connection.run(
            """
            INSERT INTO todo_conflicts (local_id, unkept_title, unkept_completed) VALUES (?1, ?2, ?3)
            ON CONFLICT (local_id) DO UPDATE SET
                unkept_title = coalesce(?2, unkept_title), unkept_completed = coalesce(?3, unkept_completed)
            WHERE former_server_id IS NULL
            """, [localID, unkeptTitle, unkeptCompletion])
    }
}
