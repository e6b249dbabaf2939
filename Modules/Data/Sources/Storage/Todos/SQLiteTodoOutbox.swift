import Foundation
import StrataSQLite

/// The queue of local todo edits that a sync sends to one server, oldest first, settled one operation
/// per transaction.
///
/// An operation leaves it only once the server holds what it did: acknowledged with 2xx, then read back
/// (see `SQLiteTodoOutbox+ReadBack`), or parked with the server's reason. Anything else (a timeout, a
/// lost connection, a crash) leaves it where it was, to be sent again with the same idempotency key, or
/// read back again. Every change a sync makes here names its lease ticket, and is refused once another
/// sync has taken the lease over.
struct SQLiteTodoOutbox: Sendable {
    let database: StrataDatabase
    /// The server the sync talks to: only operations of its todos, and of todos that exist only here,
    /// are sent; another server's wait for it.
    let server: ServerAddress
    /// The waits after failures.
    var backoff: OutboxBackoff = .standard

    /// Every operation, parked ones and other servers' included, oldest first.
    func pendingOperations() async throws(StorageError) -> [OutboxOperation] {
        try await database.read { connection in
            try connection.query("\(OutboxTable.selectOperations) ORDER BY o.id", row: OutboxTable.operation)
        }
    }

    /// How many operations wait to be sent to this server: parked ones, and those waiting behind a
    /// parked one for the user, left out.
    func queuedCount() async throws(StorageError) -> Int {
        try await database.read { [server] connection in
            let row = try ServerRows.find(server, in: connection) ?? -1
            return try connection.scalar("SELECT count(*) FROM (\(Self.sendable))", [row])
        }
    }

    /// Whether this server is known not to keep writes, and whether it may be tried again at `date`;
    /// `nil` while it is not known not to keep them.
    func notKept(at date: Date) async throws(StorageError) -> NotKeptServer? {
        try await database.read { [server, backoff] connection in
            guard let row = try ServerRows.find(server, in: connection) else { return nil }
            return try ServerRows.notKept(row, at: date, backoff: backoff, in: connection)
        }
    }

    /// Whether this server has answered a todo request with 2xx: it has a todos collection, so a write
    /// sent to it is sent to a real server, not to a base URL with a wrong path.
    func serverHasAnswered() async throws(StorageError) -> Bool {
        try await database.read { [server] connection in
            try connection.scalar(
                "SELECT EXISTS (SELECT 1 FROM servers WHERE address = ? AND has_answered = 1)", [server.text])
        }
    }

    /// Records that this server answered a todo request with 2xx.
    func recordServerAnswered() async throws(StorageError) {
        try await database.write { [server] connection in
            try ServerRows.recordAnswered(try ServerRows.register(server, in: connection), in: connection)
        }
    }

    /// The oldest operation this server may take, if it is due at `date`: parked operations, and the
    /// later operations of their todos, wait for the user. `nil` when none is left or the oldest one is
    /// still backing off (later ones wait behind it, to keep the order).
    func nextOperation(dueBy date: Date) async throws(StorageError) -> OutboxOperation? {
        try await oldestSendable().flatMap { [backoff] operation in
            operation.isDue(at: date, backoff: backoff) ? operation : nil
        }
    }

    /// When the oldest operation this server may take is due: `date` when it is due already, its backoff's
    /// end when it waits, `nil` when nothing can be sent (none is queued, or all wait for the user).
    func nextAttempt(after date: Date) async throws(StorageError) -> Date? {
        try await oldestSendable().map { [backoff] operation in
            operation.isDue(at: date, backoff: backoff) ? date : operation.nextAttemptAt
        }
    }

    /// The oldest operation this server may take, due or not.
    private func oldestSendable() async throws(StorageError) -> OutboxOperation? {
        try await database.read { [server] connection in
            let row = try ServerRows.find(server, in: connection) ?? -1
            return try connection.queryFirst(
                "\(Self.sendable) ORDER BY o.id LIMIT 1", [row], row: OutboxTable.operation)
        }
    }

    /// The operations a sync to the server with row id `?` may send: not parked, not behind a parked
    /// operation of the same todo, and of a todo of that server or of none yet.
    private static let sendable = """
        \(OutboxTable.selectOperations)
        WHERE o.rejection IS NULL AND (t.server IS NULL OR t.server = ?) AND NOT EXISTS (
            SELECT 1 FROM outbox p WHERE p.todo_local_id = o.todo_local_id AND p.rejection IS NOT NULL)
        """

    /// Counts an attempt before it is sent, so a later answer of "still in progress" can be recognised,
    /// and ties a todo that existed only here to this server, which may have it from now on: a server
    /// known to have todos (one that never answered may be a wrong path, which would hide the todo
    /// from the right one); `nil` when the operation is gone meanwhile (its todo removed), and there is
    /// nothing to send.
    func beginAttempt(_ id: OutboxOperation.ID, _ ticket: LeaseTicket) async throws(StorageError) -> OutboxOperation? {
        try await change(id, ticket) { [server] operation, connection in
            let row = try ServerRows.register(server, in: connection)
            try connection.run(
                """
                UPDATE todos SET server = ?1 WHERE local_id = ?2 AND server IS NULL
                    AND EXISTS (SELECT 1 FROM servers WHERE id = ?1 AND has_answered = 1)
                """, [row, operation.todoID])
            try connection.run("UPDATE outbox SET attempts = attempts + 1 WHERE id = ?", [id])
        }
    }

    /// Records the server's 2xx: the operation is never sent again, and waits to be read back. A list
    /// asked for before now judges nothing of its todo.
    func acknowledge(_ id: OutboxOperation.ID, serverID: Int, _ ticket: LeaseTicket) async throws(StorageError) {
        _ = try await change(id, ticket) { [server] operation, connection in
            let reading = try SyncClock.tick(in: connection)
            let row = try ServerRows.register(server, in: connection)
            try ServerRows.recordAnswered(row, in: connection)
            // The server has it now: it is this server's todo, never another's to read back or send.
            try connection.run(
                "UPDATE todos SET server = ? WHERE local_id = ? AND server IS NULL", [row, operation.todoID])
            try connection.run(
                "UPDATE outbox SET acknowledged_id = ?, last_error = NULL WHERE id = ?", [serverID, id])
            try connection.run("UPDATE todos SET observed_at = ? WHERE local_id = ?", [reading, operation.todoID])
        }
    }

    /// Parks the operation with the server's reason: it is not sent again until the user retries it.
    /// A refusal of a todo the user deleted meanwhile leaves nothing to settle, as a deleted todo shows
    /// nowhere: a refused creation takes the todo with it, and a refused rename or toggle is dropped,
    /// so the deletion behind it goes on. Only a refused deletion itself is parked, and shown.
    func park(_ id: OutboxOperation.ID, reason: String, mayHaveBeenDone: Bool, _ ticket: LeaseTicket)
        async throws(StorageError)
    {
        _ = try await change(id, ticket) { operation, connection in
            let deleted: Bool = try connection.scalar(
                "SELECT deleted FROM todos WHERE local_id = ?", [operation.todoID])
            switch operation.change {
            case .create where deleted:
                try connection.run("DELETE FROM todos WHERE local_id = ?", [operation.todoID])
            case .rename where deleted, .setCompleted where deleted:
                try connection.run("DELETE FROM outbox WHERE id = ?", [id])
            default:
                try connection.run(
                    "UPDATE outbox SET rejection = ?, may_exist = ? WHERE id = ?", [reason, mayHaveBeenDone, id])
            }
        }
    }

    /// Keeps the reason of a failed attempt and pushes the next one back by the backoff. An attempt the
    /// server certainly did not carry out (`mayHaveBeenDone` false) does not count, and the todo of such
    /// a creation is only here again, free to go to another server.
    func recordFailure(
        _ id: OutboxOperation.ID, reason: String, at date: Date, mayHaveBeenDone: Bool, _ ticket: LeaseTicket
    ) async throws(StorageError) {
        _ = try await change(id, ticket) { [backoff] operation, connection in
            let seconds = backoff.delay(afterAttempts: max(1, operation.attempts)).inSeconds
            try connection.run(
                "UPDATE outbox SET next_attempt_at = ?, last_error = ? WHERE id = ?",
                [date.addingTimeInterval(seconds), reason, id])
            guard !mayHaveBeenDone, operation.acknowledgedID == nil else { return }
            try connection.run("UPDATE outbox SET attempts = max(0, attempts - 1) WHERE id = ?", [id])
            if case .create = operation.change, operation.attempts <= 1 {
                try connection.run(
                    "UPDATE todos SET server = NULL WHERE local_id = ? AND server_id IS NULL", [operation.todoID])
            }
        }
    }

    /// Settles an operation there is nothing to send for, because the server never had its todo: a
    /// deletion then removes the todo, an edit stays in the todo's local values.
    func settleWithoutSending(_ id: OutboxOperation.ID, _ ticket: LeaseTicket) async throws(StorageError) {
        _ = try await change(id, ticket) { operation, connection in
            if case .delete = operation.change {
                try connection.run("DELETE FROM todos WHERE local_id = ?", [operation.todoID])
            } else {
                try connection.run("DELETE FROM outbox WHERE id = ?", [id])
            }
        }
    }

    /// Runs `body` on the operation in one write transaction, after checking that `ticket` still holds
    /// the lease; returns the operation as it is afterwards, `nil` when it was gone (settled by another
    /// process, or its todo removed), in which case nothing is done.
    func change(
        _ id: OutboxOperation.ID, _ ticket: LeaseTicket,
        _ body: @escaping @Sendable (OutboxOperation, SQLiteConnection) throws -> Void
    ) async throws(StorageError) -> OutboxOperation? {
        try await database.write { connection in
            try LeaseFence.require(ticket, in: connection)
            guard let operation = try OutboxTable.operation(id: id, in: connection) else { return nil }
            try body(operation, connection)
            return try OutboxTable.operation(id: id, in: connection)
        }
    }
}
