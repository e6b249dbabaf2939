import Foundation
import StrataDomain
import StrataSQLite

extension SQLiteTodosStore {
    /// See `TodosStore.retry`.
    func retry(id: Todo.ID, at date: Date) async throws(StorageError) -> StoredTodo? {
        try await database.write { connection -> StoredTodo? in
            let todo = try TodoRows.todo(id: id, in: connection).todo
            switch todo.syncStatus {
            case .rejected:
                try Self.requeueParked(of: todo, at: date, in: connection)
            case .conflict(.changesNotKept(let unkept)):
                try connection.run("DELETE FROM todo_conflicts WHERE local_id = ?", [id])
                if let title = unkept.title {
                    try connection.run("UPDATE todos SET title = ? WHERE local_id = ?", [title, id])
                    try OutboxTable.append(.rename(title: title), todoID: id, at: date, in: connection)
                }
                if let isCompleted = unkept.isCompleted {
                    try connection.run("UPDATE todos SET completed = ? WHERE local_id = ?", [isCompleted, id])
                    try OutboxTable.append(.setCompleted(isCompleted), todoID: id, at: date, in: connection)
                }
            case .conflict(.missingOnServer):
                try connection.run("DELETE FROM todo_conflicts WHERE local_id = ?", [id])
                try OutboxTable.append(
                    .create(title: todo.title, isCompleted: todo.isCompleted), todoID: id, at: date, in: connection)
            case .synced, .pending:
                return nil
            }
            return try TodoRows.todo(id: id, in: connection)
        }
    }

    /// See `TodosStore.discard`.
    func discard(id: Todo.ID, server: ServerVersion) async throws(StorageError) -> [DiscardedChange] {
        try await database.write { connection -> [DiscardedChange] in
            let todo = try TodoRows.todo(id: id, in: connection).todo
            switch todo.syncStatus {
            case .rejected:
                let parked = try connection.query(
                    "\(OutboxTable.selectOperations) WHERE o.todo_local_id = ? AND o.rejection IS NOT NULL ORDER BY o.id",
                    [id], row: OutboxTable.operation)
                // A refused creation takes everything queued behind it with it.
                if let creation = parked.first(where: { if case .create = $0.change { true } else { false } }) {
                    return try Self.drop(creation, of: todo, in: connection)
                }
                switch server {
                case .notRead:
                    // Its values are the server's to give: without them nothing is dropped.
                    return []
                case .holds(let serverTodo, let generation):
                    let lost = try parked.flatMap { operation in try Self.drop(operation, of: todo, in: connection) }
                    try Self.merge([serverTodo], fetchedAfter: generation, in: connection)
                    return lost
                case .absent:
                    // The todo goes, with everything queued for it; a refused deletion is no loss then.
                    try connection.run("DELETE FROM todos WHERE local_id = ?", [id])
                    return parked.compactMap(\.change.discardedField) + [.todo(title: todo.title)]
                }
            case .conflict(.changesNotKept(let unkept)):
                try connection.run("DELETE FROM todo_conflicts WHERE local_id = ?", [id])
                return [unkept.title.map(DiscardedChange.title), unkept.isCompleted.map(DiscardedChange.completion)]
                    .compactMap { $0 }
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
                UPDATE outbox SET rejection = NULL, last_error = NULL, attempts = 0, next_attempt_at = ?,
                    idempotency_key = ?
                WHERE id = ?
                """, [date, OutboxTable.newIdempotencyKey(), operation.id])
            if operation.kind == "create" {
                try connection.run(
                    "UPDATE outbox SET title = ?, completed = ? WHERE id = ?",
                    [todo.title, todo.isCompleted, operation.id])
            }
        }
    }

    /// Drops one parked operation, undoing locally what the server refused.
    private static func drop(
        _ operation: OutboxOperation, of todo: Todo, in connection: SQLiteConnection
    ) throws -> [DiscardedChange] {
        switch operation.change {
        case .create:
            // The server never made it: the todo existed only here, with everything queued behind it.
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
