import Foundation
import StrataSQLite

/// What reading an acknowledged write back settles; each moves the sync clock on, as every answer does.
extension SQLiteTodoOutbox {
    /// The server holds what the operation wrote: it leaves the outbox, a creation's todo takes the id
    /// the server gave it, a deleted todo goes (its id retired, so a list older than the deletion cannot
    /// bring it back), and the server is known to keep writes.
    func confirm(_ id: OutboxOperation.ID, _ ticket: LeaseTicket) async throws(StorageError) {
        _ = try await change(id, ticket) { operation, connection in
            guard let serverID = operation.acknowledgedID, let server = operation.server else { return }
            let reading = try SyncClock.tick(in: connection)
            try ServerRows.recordKeepsWrites(server, in: connection)
            switch operation.change {
            case .create:
                try Self.take(serverID, on: server, for: operation.todoID, at: reading, in: connection)
            case .delete:
                try SyncClock.retire(serverID, on: server, at: reading, in: connection)
                try connection.run("DELETE FROM todos WHERE local_id = ?", [operation.todoID])
                return
            case .rename, .setCompleted:
                break
            }
            try connection.run("UPDATE todos SET observed_at = ? WHERE local_id = ?", [reading, operation.todoID])
            try connection.run("DELETE FROM outbox WHERE id = ?", [id])
        }
    }

    /// The server acknowledged the operation but does not hold what it wrote: the server is known not
    /// to keep writes, with `evidence`. The operation goes back in the queue as if never sent (the server
    /// answered its key for good, so it gets a new one), and a todo that existed only here before is
    /// only here again, for a server that keeps writes to receive.
    func notKept(_ id: OutboxOperation.ID, evidence: String, at date: Date, _ ticket: LeaseTicket)
        async throws(StorageError)
    {
        _ = try await change(id, ticket) { [backoff] operation, connection in
            guard let server = operation.server else { return }
            let reading = try SyncClock.tick(in: connection)
            try ServerRows.recordNotKept(server, evidence: evidence, at: date, backoff: backoff, in: connection)
            try connection.run(
                """
                UPDATE outbox SET acknowledged_id = NULL, attempts = 0, last_error = NULL, idempotency_key = ?
                WHERE id = ?
                """, [OutboxTable.newIdempotencyKey(), id])
            try connection.run("UPDATE todos SET observed_at = ? WHERE local_id = ?", [reading, operation.todoID])
            if case .create = operation.change {
                // The id it was acknowledged with names no todo of the user's: a list asked for before
                // now, which may show one there, must not bring it in as another todo.
                if let serverID = operation.acknowledgedID {
                    try SyncClock.retire(serverID, on: server, at: reading, in: connection)
                }
                try connection.run(
                    "UPDATE todos SET server = NULL WHERE local_id = ? AND server_id IS NULL", [operation.todoID])
            }
        }
    }

    /// The server acknowledged a creation it may hold under another id than it answered: the operation
    /// is parked, as a refusal that may have been done, so it is not sent again unless the user retries
    /// it. `copy`, the one todo of the server's list that may be it, becomes the id it was acknowledged
    /// with, so a list does not show that todo beside the parked one; a discard lets it show.
    ///
    /// A todo the user deleted meanwhile keeps its deletion, parked with the same reason: its deletion
    /// cannot be sent for a todo the server may not hold, and a deletion that nothing shows would be
    /// undone in silence the day the server's copy is listed. So the todo shows as a refused deletion.
    func parkInDoubt(_ id: OutboxOperation.ID, reason: String, copy: Int?, _ ticket: LeaseTicket)
        async throws(StorageError)
    {
        _ = try await change(id, ticket) { operation, connection in
            let reading = try SyncClock.tick(in: connection)
            try connection.run(
                "UPDATE outbox SET rejection = ?, may_exist = 1, acknowledged_id = ? WHERE id = ?", [reason, copy, id])
            try connection.run(
                """
                UPDATE outbox SET rejection = ? WHERE todo_local_id = ? AND kind = 'delete'
                    AND EXISTS (SELECT 1 FROM todos WHERE local_id = ? AND deleted = 1)
                """, [reason, operation.todoID, operation.todoID])
            try connection.run("UPDATE todos SET observed_at = ? WHERE local_id = ?", [reading, operation.todoID])
        }
    }

    /// The server ids this store gives to todos of this server other than `todoID`'s, and those its
    /// other acknowledged creations wait on: none of them can be the server's copy of `todoID`'s creation.
    func serverIDsHeld(besides todoID: Int) async throws(StorageError) -> Set<Int> {
        try await database.read { [server] connection in
            guard let row = try ServerRows.find(server, in: connection) else { return [] }
            let ids = try connection.query(
                """
                SELECT server_id FROM todos WHERE server = ?1 AND server_id IS NOT NULL AND local_id <> ?2
                UNION SELECT o.acknowledged_id FROM outbox o JOIN todos t ON t.local_id = o.todo_local_id
                WHERE o.acknowledged_id IS NOT NULL AND o.todo_local_id <> ?2 AND (t.server = ?1 OR t.server IS NULL)
                """, [row, todoID]
            ) { row in try row.column(0, as: Int.self) }
            return Set(ids)
        }
    }

    /// The server no longer has the operation's todo (404 or 410 while its collection answers): a
    /// deletion is done, and any other change leaves the todo here, as it is, marked as missing on the
    /// server.
    func gone(_ id: OutboxOperation.ID, _ ticket: LeaseTicket) async throws(StorageError) {
        _ = try await change(id, ticket) { operation, connection in
            guard let serverID = operation.serverID, let server = operation.server else {
                try connection.run("DELETE FROM outbox WHERE id = ?", [id])
                return
            }
            let reading = try SyncClock.tick(in: connection)
            try MissingTodo(localID: operation.todoID, formerServerID: serverID, server: server)
                .record(at: reading, in: connection)
        }
    }

    /// Gives `serverID` to the todo whose creation the server kept. The server is the authority on its
    /// ids: a copy of the todo a list showed meanwhile is folded into it, any other todo that had the id
    /// is one the server no longer has, and an id retired before is in use again. Only a todo first
    /// stored after this one was made can be its copy (local ids only grow, and a list can show the
    /// creation only once it was sent): an older todo keeps its local id, whatever its values.
    private static func take(
        _ serverID: Int, on server: Int, for todoID: Int, at reading: Int, in connection: SQLiteConnection
    ) throws {
        let holder = try connection.queryFirst(
            "SELECT local_id, origin FROM todos WHERE server = ? AND server_id = ? AND local_id <> ?",
            [server, serverID, todoID]
        ) { row in (localID: try row.column(0, as: Int.self), origin: try row.column(1, as: String.self)) }
        if let holder, holder.origin == "listed", holder.localID > todoID {
            try ServerCopyFold(todoID: todoID, copy: holder.localID).apply(in: connection)
        } else if let holder {
            try MissingTodo(localID: holder.localID, formerServerID: serverID, server: server)
                .record(at: reading, in: connection)
        }
        try connection.run(
            "DELETE FROM retired_server_ids WHERE server = ? AND server_id = ?", [server, serverID])
        try connection.run(
            "UPDATE todos SET server = ?, server_id = ?, origin = 'created' WHERE local_id = ?",
            [server, serverID, todoID])
    }
}
