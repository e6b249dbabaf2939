import Foundation
import StrataSQLite

/// The `servers` table: which server a todo lives on, and whether that server keeps what it
/// acknowledges.
enum ServerRows {
    /// The row of `address`, made on first use. A store written before servers were recorded talked to
    /// one server it did not name: the first address that opens it adopts that server's ids.
    static func register(_ address: ServerAddress, in connection: SQLiteConnection) throws -> Int {
        if let id = try connection.queryFirst(
            "SELECT id FROM servers WHERE address = ?", [address.text], row: { row in try row.column(0, as: Int.self) })
        {
            return id
        }
        try connection.run("UPDATE servers SET address = ? WHERE address = ''", [address.text])
        try connection.run("INSERT OR IGNORE INTO servers (address) VALUES (?)", [address.text])
        return try connection.scalar("SELECT id FROM servers WHERE address = ?", [address.text])
    }

    /// The server a bundled snapshot's todos belong to: the first server this store talked to, or,
    /// for a store that has talked to none, an unnamed one the first address to open it adopts. The
    /// snapshot stands for the store's own server, so its todo 1 is the server's todo 1 — the one the
    /// user sees as 1 before any list — whichever address that turns out to be.
    static func firstOrUnnamed(in connection: SQLiteConnection) throws -> Int {
        try connection.run("INSERT INTO servers (address) SELECT '' WHERE NOT EXISTS (SELECT 1 FROM servers)")
        return try connection.scalar("SELECT min(id) FROM servers")
    }

    /// The row of `address`, `nil` when this store never talked to it; until a first write registers
    /// it, an older store's unnamed server stands for it.
    static func find(_ address: ServerAddress, in connection: SQLiteConnection) throws -> Int? {
        try connection.queryFirst(
            "SELECT id FROM servers WHERE address IN (?, '') ORDER BY address = '' LIMIT 1", [address.text]
        ) { row in try row.column(0, as: Int.self) }
    }

    /// Why the server is known not to keep writes, and whether it may be tried again at `date`; `nil`
    /// while it is not known not to keep them.
    static func notKept(_ server: Int, at date: Date, backoff: OutboxBackoff, in connection: SQLiteConnection) throws
        -> NotKeptServer?
    {
        try connection.queryFirst(
            "SELECT evidence, next_probe_at FROM servers WHERE id = ? AND keeps_writes = 0", [server]
        ) { row in
            let next = try row.column(1, as: Date.self)
            return NotKeptServer(evidence: try row.column(0), mayBeTriedAgain: backoff.isOver(next, at: date))
        }
    }

    /// Records that the server answered a todo request with 2xx: it has todos, so a creation sent to it
    /// may be there.
    static func recordAnswered(_ server: Int, in connection: SQLiteConnection) throws {
        try connection.run("UPDATE servers SET has_answered = 1 WHERE id = ? AND has_answered = 0", [server])
    }

    /// Records that the server keeps writes: a write was read back as it was sent.
    static func recordKeepsWrites(_ server: Int, in connection: SQLiteConnection) throws {
        try connection.run(
            "UPDATE servers SET keeps_writes = 1, evidence = NULL, failed_probes = 0, next_probe_at = NULL WHERE id = ?",
            [server])
    }

    /// Records that the server acknowledged a write it does not keep, and when to try it again.
    static func recordNotKept(
        _ server: Int, evidence: String, at date: Date, backoff: OutboxBackoff, in connection: SQLiteConnection
    ) throws {
        let failures: Int = try connection.scalar("SELECT failed_probes + 1 FROM servers WHERE id = ?", [server])
        try connection.run(
            "UPDATE servers SET keeps_writes = 0, evidence = ?, failed_probes = ?, next_probe_at = ? WHERE id = ?",
            [evidence, failures, date.addingTimeInterval(backoff.delay(afterAttempts: failures).inSeconds), server])
    }
}

/// A server known to acknowledge writes it does not keep.
struct NotKeptServer: Hashable, Sendable {
    /// What showed it, as "POST /todos was acknowledged as todo 201, but GET /todos/201 answered 404".
    let evidence: String
    /// Whether its wait since the last failed try has passed, so an automatic sync may try it once more.
    let mayBeTriedAgain: Bool
}
