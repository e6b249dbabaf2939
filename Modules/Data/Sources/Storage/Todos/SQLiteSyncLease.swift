import Foundation
import StrataSQLite

/// The lease in the one-row `sync_lease` table, claimed in a write transaction (`BEGIN IMMEDIATE`), so
/// two processes claiming at once are served one after the other and only one of them gets it.
///
/// On one machine a holder keeps the lease as long as its process runs (the same process id, started
/// at the same time, in the same boot): no clock decides, so no clock that jumps, or differs between
/// processes, can hand the lease to a second sender while the first may still send. A holder on
/// another machine (a store on a shared disk) is judged by the calendar expiry it renews while it
/// works, as nothing better is shared.
struct SQLiteSyncLease: Sendable {
    let database: StrataDatabase

    /// Claims the lease for `holder`, or renews it when `holder` has it; a new holder gets the next fence.
    func claim(
        for holder: LeaseHolder, duration: Duration, wall: Date,
        mayBeRunning: @escaping @Sendable (LeaseHolder) -> Bool
    ) async throws(StorageError) -> LeaseClaim {
        try await database.write { connection in
            let row = try LeaseRow.read(in: connection)
            if let current = row.holder, current.token != holder.token,
                row.isHeld(by: current, judgedBy: holder, wall: wall, mayBeRunning: mayBeRunning)
            {
                return .heldBy(current)
            }
            let fence = row.holder?.token == holder.token ? row.fence : row.fence + 1
            try connection.run(
                """
                UPDATE sync_lease SET fence = ?, owner = ?, host = ?, boot = ?, pid = ?, started = ?, expires_at = ?
                WHERE id = 1
                """,
                [
                    fence, holder.token, holder.host, holder.boot, Int(holder.pid), holder.started.map(Int.init),
                    wall.addingTimeInterval(duration.inSeconds),
                ])
            return .claimed(LeaseTicket(owner: holder.token, fence: fence))
        }
    }

    /// Renews the lease `ticket` names; `false` when another holder has taken it since.
    func renew(_ ticket: LeaseTicket, duration: Duration, wall: Date) async throws(StorageError) -> Bool {
        try await database.write { connection in
            let renewed = try connection.run(
                "UPDATE sync_lease SET expires_at = ? WHERE id = 1 AND owner = ? AND fence = ?",
                [wall.addingTimeInterval(duration.inSeconds), ticket.owner, ticket.fence])
            return renewed == 1
        }
    }

    /// Gives the lease up, if `ticket` still holds it; a lease taken over meanwhile stays with its new holder.
    func release(_ ticket: LeaseTicket) async throws(StorageError) {
        try await database.write { connection in
            try connection.run(
                """
                UPDATE sync_lease SET owner = NULL, host = NULL, boot = NULL, pid = NULL, started = NULL,
                    expires_at = NULL
                WHERE id = 1 AND owner = ? AND fence = ?
                """, [ticket.owner, ticket.fence])
        }
    }
}

/// The lease row as stored.
private struct LeaseRow {
    let fence: Int
    let holder: LeaseHolder?
    let expiresAt: Date?

    static func read(in connection: SQLiteConnection) throws -> LeaseRow {
        let row = try connection.queryFirst(
            "SELECT fence, owner, host, boot, pid, started, expires_at FROM sync_lease WHERE id = 1"
        ) { row in
            let owner: String? = try row.column(1)
            let host: String? = try row.column(2)
            let boot: String? = try row.column(3)
            let pid: Int? = try row.column(4)
            let holder = try owner.flatMap { owner -> LeaseHolder? in
                guard let host, let boot, let pid else { return nil }
                guard let pid = Int32(exactly: pid) else {
                    throw StorageError.unexpectedValue(column: "pid", expected: "a process id", found: "\(pid)")
                }
                let started = try row.column(5, as: Int?.self).map(Int64.init)
                return LeaseHolder(token: owner, host: host, boot: boot, pid: pid, started: started)
            }
            return LeaseRow(fence: try row.column(0), holder: holder, expiresAt: try row.column(6))
        }
        guard let row else {
            throw StorageError.unexpectedValue(column: "sync_lease", expected: "one row", found: "none")
        }
        return row
    }

    /// Whether `current` still holds the lease, as `claimant` sees it at calendar time `wall`.
    func isHeld(
        by current: LeaseHolder, judgedBy claimant: LeaseHolder, wall: Date, mayBeRunning: (LeaseHolder) -> Bool
    ) -> Bool {
        guard current.host == claimant.host else { return (expiresAt ?? .distantPast) > wall }
        return mayBeRunning(current)
    }
}
