import Foundation
import StrataDomain
import StrataSQLite

/// Settling what the server refused or no longer has, as the user decides: retry or discard.
extension SQLiteTodosStore {
    /// Queues again what the server refused or no longer has, with new idempotency keys (the server
    /// answered the old ones for good): a parked operation goes back in the queue (a creation with the
    /// todo's values of now), a todo the server no longer has is created again. `nil` when the todo has
    /// nothing to retry.
    func retry(id: Todo.ID, at date: Date) async throws(StorageError) -> StoredTodo? {
        try await database.write { [server] connection -> StoredTodo? in
            let serverRow = try ServerRows.register(server, in: connection)
            let todo = try TodoRows.todo(id: id, server: serverRow, in: connection).todo
            switch todo.syncStatus {
            case .rejected:
                try Self.requeueParked(of: todo, at: date, in: connection)
            case .conflict(.missingOnServer):
                try connection.run("DELETE FROM todo_conflicts WHERE local_id = ?", [id])
                try OutboxTable.append(
                    .create(title: todo.title, isCompleted: todo.isCompleted), todoID: id, at: date, in: connection)
            case .synced, .pending:
                return nil
            }
            return try TodoRows.todo(id: id, server: serverRow, in: connection)
        }
    }

    /// Gives up what the server refused or no longer has, and returns what was lost; empty when the todo
    /// has nothing to discard. A refused change of a todo the server has takes `server`'s values in the
    /// same transaction (where no later edit waits), or goes with the todo when the server no longer
    /// has it.
    func discard(id: Todo.ID, server version: ServerVersion) async throws(StorageError) -> [DiscardedChange] {
        try await database.write { [server] connection -> [DiscardedChange] in
            let serverRow = try ServerRows.register(server, in: connection)
            let todo = try TodoRows.todo(id: id, server: serverRow, in: connection).todo
            switch todo.syncStatus {
            case .rejected:
                let parked = try connection.query(
                    "\(OutboxTable.selectOperations) WHERE o.todo_local_id = ? AND o.rejection IS NOT NULL ORDER BY o.id",
                    [id], row: OutboxTable.operation)
                // A refused creation takes everything queued behind it with it.
                if let creation = parked.first(where: { if case .create = $0.change { true } else { false } }) {
                    return try Self.drop(creation, of: todo, in: connection)
                }
                switch version {
                case .notRead:
                    // Its values are the server's to give: without them nothing is dropped.
                    return []
                case .holds(let serverTodo, let ticket):
                    let lost = try parked.flatMap { operation in try Self.drop(operation, of: todo, in: connection) }
                    try ServerList(server: serverRow, ownerID: todo.ownerID, todos: [serverTodo], ticket: ticket)
                        .refresh(in: connection)
                    try Self.takeServerValues(serverTodo, forFieldsOf: parked, into: id, in: connection)
                    return lost
                case .absent:
                    // The todo goes, with everything queued for it; a refused deletion is no loss then.
                    try connection.run("DELETE FROM todos WHERE local_id = ?", [id])
                    return parked.compactMap(\.change.discardedField) + [.todo(title: todo.title)]
                }
            case .conflict(.missingOnServer):
                try connection.run("DELETE FROM todos WHERE local_id = ?", [id])
                return [.todo(title: todo.title)]
            case .synced, .pending:
                return []
            }
        }
    }

    /// Parked operations go back in the queue with new keys, since the server answered the old ones for
    /// good; a creation takes the todo's values of now, which later edits may have changed.
    private static func requeueParked(of todo: Todo, at date: Date, in connection: SQLiteConnection) throws {
        let parked = try connection.query(
            "SELECT id, kind FROM outbox WHERE todo_local_id = ? AND rejection IS NOT NULL", [todo.id]
        ) { row in (id: try row.column(0, as: Int.self), kind: try row.column(1, as: String.self)) }
        for operation in parked {
            try connection.run(
                """
                UPDATE outbox SET rejection = NULL, may_exist = 0, acknowledged_id = NULL, last_error = NULL,
                    attempts = 0, next_attempt_at = ?, idempotency_key = ?
                WHERE id = ?
                """, [date, OutboxTable.newIdempotencyKey(), operation.id])
            if operation.kind == "create" {
                try connection.run(
                    "UPDATE outbox SET title = ?, completed = ? WHERE id = ?",
                    [todo.title, todo.isCompleted, operation.id])
            }
        }
    }

    /// The fields the dropped edits held take the server's values as read for the discard, even when a
    /// list ran meanwhile: a list leaves a field alone while an edit holds it, so nothing newer of those
    /// fields is known here. A field a later edit still holds keeps that edit's value.
    private static func takeServerValues(
        _ serverTodo: Todo, forFieldsOf dropped: [OutboxOperation], into id: Todo.ID, in connection: SQLiteConnection
    ) throws {
        let stillWaiting = Set(
            try connection.query("SELECT DISTINCT kind FROM outbox WHERE todo_local_id = ?", [id]) { row in
                try row.column(0, as: String.self)
            })
        for operation in dropped {
            switch operation.change {
            case .rename where !stillWaiting.contains("rename"):
                try connection.run("UPDATE todos SET title = ? WHERE local_id = ?", [serverTodo.title, id])
            case .setCompleted where !stillWaiting.contains("toggle"):
                try connection.run("UPDATE todos SET completed = ? WHERE local_id = ?", [serverTodo.isCompleted, id])
            default:
                break
            }
        }
    }

    /// Drops one parked operation, undoing locally what the server refused.
    private static func drop(
        _ operation: OutboxOperation, of todo: Todo, in connection: SQLiteConnection
    ) throws -> [DiscardedChange] {
        switch operation.change {
        case .create:
            // The todo goes, with everything queued behind it: it existed only here, or the server made it
            // without saying so (it answered with another todo), and then the next list shows the
            // server's copy as the server's own.
            try connection.run("DELETE FROM todos WHERE local_id = ?", [todo.id])
            return [.todo(title: todo.title)]
        case .rename(let title):
            try connection.run("DELETE FROM outbox WHERE id = ?", [operation.id])
            return [.title(title)]
        case .setCompleted(let isCompleted):
            try connection.run("DELETE FROM outbox WHERE id = ?", [operation.id])
            return [.completion(isCompleted)]
        case .delete:
            try connection.run("DELETE FROM outbox WHERE id = ?", [operation.id])
            try connection.run("UPDATE todos SET deleted = 0 WHERE local_id = ?", [todo.id])
            return [.deletion]
        }
    }
}
