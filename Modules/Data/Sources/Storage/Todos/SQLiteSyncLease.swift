import Foundation
import StrataSQLite

/// The lease in the one-row `sync_lease` table, claimed in a write transaction (`BEGIN IMMEDIATE`), so
/// two processes claiming at once are served one after the other and only one of them gets it.
///
/// A holder keeps the lease while it renews it: another process of the same machine takes it over only
/// once the holder's process is gone, or its last renewal is `duration` old on the machine's monotonic
/// clock. Calendar time decides only between machines, where nothing better is shared.
struct SQLiteSyncLease: Sendable {
    let database: StrataDatabase

    /// Claims the lease for `holder`, or renews it when `holder` has it; a new holder gets the next fence.
    func claim(
        for holder: LeaseHolder, duration: Duration, at time: MachineTime, wall: Date,
        mayBeRunning: @escaping @Sendable (LeaseHolder) -> Bool
    ) async throws(StorageError) -> LeaseClaim {
        try await database.write { connection in
            let row = try LeaseRow.read(in: connection)
            if let current = row.holder, current.token != holder.token,
                row.isHeld(
                    by: current, judgedBy: holder, at: time, wall: wall, duration: duration, mayBeRunning: mayBeRunning)
            {
                return .heldBy(current)
            }
            let fence = row.holder?.token == holder.token ? row.fence : row.fence + 1
            try connection.run(
                """
                UPDATE sync_lease SET fence = ?, owner = ?, host = ?, boot = ?, pid = ?, started = ?, heartbeat = ?,
                    expires_at = ?
                WHERE id = 1
                """,
                [
                    fence, holder.token, holder.host, time.boot, Int(holder.pid), holder.started.map(Int.init),
                    time.seconds, wall.addingTimeInterval(duration.inSeconds),
                ])
            return .claimed(LeaseTicket(owner: holder.token, fence: fence))
        }
    }

    /// Renews the lease `ticket` names; `false` when another holder has taken it since.
    func renew(_ ticket: LeaseTicket, duration: Duration, at time: MachineTime, wall: Date) async throws(StorageError)
        -> Bool
    {
        try await database.write { connection in
            let renewed = try connection.run(
                "UPDATE sync_lease SET heartbeat = ?, boot = ?, expires_at = ? WHERE id = 1 AND owner = ? AND fence = ?",
                [time.seconds, time.boot, wall.addingTimeInterval(duration.inSeconds), ticket.owner, ticket.fence])
            return renewed == 1
        }
    }

    /// Gives the lease up, if `ticket` still holds it; a lease taken over meanwhile stays with its new holder.
    func release(_ ticket: LeaseTicket) async throws(StorageError) {
        try await database.write { connection in
            try connection.run(
                """
                UPDATE sync_lease SET owner = NULL, host = NULL, boot = NULL, pid = NULL, started = NULL,
                    heartbeat = NULL, expires_at = NULL
                WHERE id = 1 AND owner = ? AND fence = ?
                """, [ticket.owner, ticket.fence])
        }
    }
}

/// The lease row as stored.
private struct LeaseRow {
    let fence: Int
    let holder: LeaseHolder?
    let boot: String?
    let heartbeat: Double?
    let expiresAt: Date?

    static func read(in connection: SQLiteConnection) throws -> LeaseRow {
        let row = try connection.queryFirst(
            "SELECT fence, owner, host, pid, started, boot, heartbeat, expires_at FROM sync_lease WHERE id = 1"
        ) { row in
            let owner: String? = try row.column(1)
            let host: String? = try row.column(2)
            let pid: Int? = try row.column(3)
            let holder = try owner.flatMap { owner -> LeaseHolder? in
                guard let host, let pid else { return nil }
                guard let pid = Int32(exactly: pid) else {
                    throw StorageError.unexpectedValue(column: "pid", expected: "a process id", found: "\(pid)")
                }
                return LeaseHolder(
                    token: owner, host: host, pid: pid, started: try row.column(4, as: Int?.self).map(Int64.init))
            }
            return LeaseRow(
                fence: try row.column(0), holder: holder, boot: try row.column(5), heartbeat: try row.column(6),
                expiresAt: try row.column(7))
        }
        guard let row else {
            throw StorageError.unexpectedValue(column: "sync_lease", expected: "one row", found: "none")
        }
        return row
    }

    /// Whether `current` still holds the lease, as `claimant` sees it at `time`.
    func isHeld(
        by current: LeaseHolder, judgedBy claimant: LeaseHolder, at time: MachineTime, wall: Date, duration: Duration,
        mayBeRunning: (LeaseHolder) -> Bool
    ) -> Bool {
        guard current.host == claimant.host else { return (expiresAt ?? .distantPast) > wall }
        guard boot == time.boot, let heartbeat, mayBeRunning(current) else { return false }
        return time.seconds - heartbeat < duration.inSeconds
    }
}
