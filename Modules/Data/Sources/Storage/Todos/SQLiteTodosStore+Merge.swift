import StrataDomain
import StrataSQLite

extension SQLiteTodosStore {
    /// Moves the sync clock on before a list is asked for, and returns the reading to merge the list
    /// with: the list may change only todos the store learned nothing about since.
    func beginServerRead() async throws(StorageError) -> Int {
        try await database.write { connection in try SyncClock.tick(in: connection) }
    }

    /// Merges one user's todos, as the server listed them after `ticket`, in one transaction; see
    /// `ServerList`. A list that is not complete (`isComplete` false) proves no todo gone.
    func mergeServerTodos(_ todos: [Todo], of ownerID: User.ID, askedAt ticket: Int, isComplete: Bool = true)
        async throws(StorageError)
    {
        try await database.write { [server] connection in
            let serverRow = try ServerRows.register(server, in: connection)
            try ServerRows.recordAnswered(serverRow, in: connection)
            try ServerList(server: serverRow, ownerID: ownerID, todos: todos, ticket: ticket, isComplete: isComplete)
                .merge(in: connection)
        }
    }
}

/// One user's todos as a server listed them (their ids are that server's), merged into the store.
///
/// The rule is causal: the list was asked for at `ticket` on the sync clock, and it may change only
/// what the store had learned before that, never what it learned later (a write acknowledged, a
/// todo read back, a newer list, a deletion), which the list cannot know of.
/// - A todo the store has takes the server's values, except in fields with an edit still waiting.
/// - A todo unknown here becomes a local todo with a local id of its own, unless its id is one the
///   server was known not to have after `ticket`, or it may be the result of a creation of this store
///   whose answer has not arrived (same values, sent, not answered): that answer will say, and showing
///   it now would show the todo twice. A creation parked in doubt hides one todo at most, always the
///   same, so another device's todo alike shows beside it (`UnsettledCreations`).
/// - A todo of this server a complete list leaves out is no longer on the server: it stays here, as it
///   is, marked so. A list that says it is partial judges no absence.
struct ServerList {
    let server: Int
    let ownerID: User.ID
    let todos: [Todo]
    /// The sync clock's reading when the list was asked for.
    let ticket: Int
    /// Whether the list holds all of the user's todos; the answer may say it does not (a next page, a
    /// larger total).
    var isComplete = true

    func merge(in connection: SQLiteConnection) throws {
        let reading = try refresh(in: connection)
        guard isComplete else { return }
        let listed = Set(todos.map(\.id))
        let known = try connection.query(
            """
            SELECT local_id, server_id FROM todos
            WHERE server = ? AND user_id = ? AND server_id IS NOT NULL AND deleted = 0 AND observed_at < ?
            """, [server, ownerID, ticket]
        ) { row in (localID: try row.column(0, as: Int.self), serverID: try row.column(1, as: Int.self)) }
        for todo in known where !listed.contains(todo.serverID) {
            try MissingTodo(localID: todo.localID, formerServerID: todo.serverID, server: server)
                .record(at: reading, in: connection)
        }
    }

    /// Merges the listed todos without judging the ones the list leaves out: for a single todo read on
    /// its own, which says nothing of the others. Returns the clock's reading the merge was received at.
    @discardableResult
    func refresh(in connection: SQLiteConnection) throws -> Int {
        let reading = try SyncClock.tick(in: connection)
        var unknown: [Todo] = []
        for todo in todos {
            if let local = try connection.queryFirst(
                "SELECT local_id, deleted, observed_at FROM todos WHERE server = ? AND server_id = ?",
                [server, todo.id],
                row: { row in
                    (try row.column(0, as: Int.self), try row.column(1, as: Bool.self), try row.column(2, as: Int.self))
                })
            {
                // A todo deleted here keeps its deletion; what was learned after the list stands.
                guard !local.1, local.2 < ticket else { continue }
                try update(local.0, from: todo, at: reading, in: connection)
            } else if try !wasRetired(todo, in: connection) {
                unknown.append(todo)
            }
        }
        let accounting = try UnsettledCreations(server: server, ownerID: ownerID, in: connection).account(for: unknown)
        for copy in accounting.copiesTaken {
            try connection.run(
                "UPDATE outbox SET acknowledged_id = ? WHERE id = ? AND acknowledged_id IS NULL",
                [copy.serverID, copy.operationID])
        }
        for todo in accounting.notAccountedFor {
            try connection.run(
                """
                INSERT INTO todos (user_id, title, completed, server, server_id, origin, observed_at)
                VALUES (?, ?, ?, ?, ?, 'listed', ?)
                """, [todo.ownerID, todo.title, todo.isCompleted, server, todo.id, reading])
        }
        return reading
    }

    private func update(_ localID: Todo.ID, from server: Todo, at reading: Int, in connection: SQLiteConnection) throws
    {
        let waiting = try connection.query(
            "SELECT DISTINCT kind FROM outbox WHERE todo_local_id = ?", [localID]
        ) { row in try row.column(0, as: String.self) }
        let titleWaits = waiting.contains("rename") || waiting.contains("create")
        let completionWaits = waiting.contains("toggle") || waiting.contains("create")
        try connection.run(
            """
            UPDATE todos SET user_id = ?, observed_at = ?,
                title = CASE WHEN ? THEN title ELSE ? END, completed = CASE WHEN ? THEN completed ELSE ? END
            WHERE local_id = ?
            """,
            [server.ownerID, reading, titleWaits, server.title, completionWaits, server.isCompleted, localID])
    }

    /// Whether a todo no local todo has carries an id the server was known, after the list was asked
    /// for, no longer to have. An id the server gives out again after it was retired is a new todo.
    private func wasRetired(_ todo: Todo, in connection: SQLiteConnection) throws -> Bool {
        let retiredAt = try connection.queryFirst(
            "SELECT observed_at FROM retired_server_ids WHERE server = ? AND server_id = ?", [server, todo.id]
        ) { row in try row.column(0, as: Int.self) }
        guard let retiredAt else { return false }
        guard retiredAt < ticket else { return true }
        try connection.run("DELETE FROM retired_server_ids WHERE server = ? AND server_id = ?", [server, todo.id])
        return false
    }
}

/// A todo the server no longer has: it keeps its values here, loses its server id (retired, so an
/// older list cannot bring the server's copy back), and is marked, so a retry creates it again and a
/// discard lets it go. Its waiting edits become its local values; a deletion of it is done.
struct MissingTodo {
    let localID: Int
    let formerServerID: Int
    let server: Int

    func record(at reading: Int, in connection: SQLiteConnection) throws {
        try SyncClock.retire(formerServerID, on: server, at: reading, in: connection)
        let deleted: Bool = try connection.scalar("SELECT deleted FROM todos WHERE local_id = ?", [localID])
        guard !deleted else {
            try connection.run("DELETE FROM todos WHERE local_id = ?", [localID])
            return
        }
        try connection.run("DELETE FROM outbox WHERE todo_local_id = ?", [localID])
        try connection.run(
            "UPDATE todos SET server_id = NULL, observed_at = ? WHERE local_id = ?", [reading, localID])
        try connection.run(
            "INSERT OR REPLACE INTO todo_conflicts (local_id, former_server_id) VALUES (?, ?)",
            [localID, formerServerID])
    }
}
