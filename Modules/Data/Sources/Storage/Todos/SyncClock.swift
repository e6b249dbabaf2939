import StrataSQLite

/// The store's sync clock: a counter that every answer from the server moves on when it is received,
/// and every list moves on when it is asked for. It orders what the store learns of the server by
/// cause: only an answer asked for after everything the store knows of a todo was received can be
/// newer than that, so only such an answer may change the todo.
enum SyncClock {
    /// Moves the clock on and returns its new reading.
    static func tick(in connection: SQLiteConnection) throws -> Int {
        try connection.run("UPDATE todo_sync_generation SET value = value + 1")
        return try connection.scalar("SELECT value FROM todo_sync_generation")
    }

    /// Notes that the server no longer has `serverID`, as learned at `reading`.
    static func retire(_ serverID: Int, on server: Int, at reading: Int, in connection: SQLiteConnection) throws {
        try connection.run(
            "INSERT OR REPLACE INTO retired_server_ids (server, server_id, observed_at) VALUES (?, ?, ?)",
            [server, serverID, reading])
    }
}
