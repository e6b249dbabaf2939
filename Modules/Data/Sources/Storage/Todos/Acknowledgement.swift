import StrataSQLite

/// What recording the server's acknowledgement of one operation writes, in the transaction that
/// removes the operation: the server id of a creation, the acknowledged values, and the next generation.
struct Acknowledgement {
    let operation: OutboxOperation
    /// The id the server gave a creation; ignored for other operations.
    let serverID: Int?

    func record(in connection: SQLiteConnection) throws {
        let todoID = operation.todoID
        try connection.run("UPDATE todo_sync_generation SET value = value + 1")
        let generation: Int = try connection.scalar("SELECT value FROM todo_sync_generation")
        switch operation.change {
        case .create(let title, let isCompleted):
            guard let serverID else {
                throw StorageError.constraint(detail: "the creation of todo \(todoID) needs the id the server assigned")
            }
            switch try ServerIDHolder.find(serverID, apartFrom: todoID, in: connection) {
            case .listedCopy(let copy) where operation.attempts > 1:
                // An earlier attempt reached the server and a list showed its result before this one's
                // answer: the copy is this todo. Its acknowledged values, if any, are the newer ones.
                try ServerCopyFold(todoID: todoID, copy: copy).apply(in: connection)
            case .listedCopy(let other), .createdHere(let other):
                try Self.takeServerID(serverID, from: other, in: connection)
                try remember(title: title, completed: isCompleted, generation: generation, in: connection)
            case nil:
                try remember(title: title, completed: isCompleted, generation: generation, in: connection)
            }
            try connection.run(
                "INSERT OR REPLACE INTO todo_server_ids (local_id, server_id) VALUES (?, ?)", [todoID, serverID])
        case .rename(let title):
            try remember(title: title, completed: nil, generation: generation, in: connection)
        case .setCompleted(let isCompleted):
            try remember(title: nil, completed: isCompleted, generation: generation, in: connection)
        case .delete:
            try connection.run("DELETE FROM todos WHERE local_id = ?", [todoID])
            return
        }
        try connection.run("DELETE FROM outbox WHERE id = ?", [operation.id])
    }

    private func remember(title: String?, completed: Bool?, generation: Int, in connection: SQLiteConnection) throws {
        try connection.run(
            """
            INSERT INTO todo_acknowledgements (local_id, title, completed, generation) VALUES (?1, ?2, ?3, ?4)
            ON CONFLICT (local_id) DO UPDATE SET title = coalesce(?2, title),
                completed = coalesce(?3, completed), generation = ?4
            """, [operation.todoID, title, completed, generation])
    }

    /// The server is the authority on its ids: if another local todo held this one, the server no longer
    /// has that todo. It stays here as it was, told so, and whatever it had queued is only local now.
    private static func takeServerID(_ serverID: Int, from holder: Int, in connection: SQLiteConnection) throws {
        try connection.run("DELETE FROM todo_server_ids WHERE local_id = ?", [holder])
        try connection.run("DELETE FROM todo_acknowledgements WHERE local_id = ?", [holder])
        try connection.run(
            """
            INSERT INTO todo_conflicts (local_id, former_server_id) VALUES (?1, ?2)
            ON CONFLICT (local_id) DO UPDATE SET former_server_id = ?2, unkept_title = NULL,
                unkept_completed = NULL
            """, [holder, serverID])
        try connection.run("DELETE FROM todos WHERE local_id = ? AND deleted = 1", [holder])
        try connection.run("DELETE FROM outbox WHERE todo_local_id = ? AND kind IN ('rename', 'toggle')", [holder])
    }
}

/// The other local todo that holds a server id, and how it came by it.
enum ServerIDHolder {
    /// A todo a server list showed, unknown here at the time.
    case listedCopy(localID: Int)
    /// A todo whose creation here the server acknowledged with this id.
    case createdHere(localID: Int)

    static func find(_ serverID: Int, apartFrom todoID: Int, in connection: SQLiteConnection) throws -> Self? {
        try connection.queryFirst(
            "SELECT local_id, origin FROM todo_server_ids WHERE server_id = ? AND local_id <> ?", [serverID, todoID]
        ) { row in
            let localID = try row.column(0, as: Int.self)
            return try row.column(1, as: String.self) == "listed"
                ? .listedCopy(localID: localID) : .createdHere(localID: localID)
        }
    }
}
