import Foundation
import StrataSQLite

/// The lease in the one-row `sync_lease` table, claimed in a write transaction (`BEGIN IMMEDIATE`), so
/// two processes claiming at once are served one after the other and only one of them gets it.
struct SQLiteSyncLease: SyncLeaseStore {
    let database: StrataDatabase

    func claim(
        for holder: LeaseHolder, until expiry: Date, now: Date, mayBeRunning: @escaping @Sendable (LeaseHolder) -> Bool
    ) async throws(StorageError) -> LeaseClaim {
        try await database.write { connection in
            let current = try connection.queryFirst("SELECT owner, host, pid, expires_at FROM sync_lease") { row in
                guard let pid = Int32(exactly: try row.column(2, as: Int.self)) else {
                    throw StorageError.unexpectedValue(column: "pid", expected: "a process id", found: "INTEGER")
                }
                return (
                    holder: LeaseHolder(token: try row.column(0), host: try row.column(1), pid: pid),
                    expiresAt: try row.column(3, as: Date.self)
                )
            }
            if let current, current.holder.token != holder.token, current.expiresAt > now,
                mayBeRunning(current.holder)
            {
                return .heldBy(current.holder, until: current.expiresAt)
            }
            try connection.run(
                "INSERT OR REPLACE INTO sync_lease (id, owner, host, pid, expires_at) VALUES (1, ?, ?, ?, ?)",
                [holder.token, holder.host, Int(holder.pid), expiry])
            return .claimed
        }
    }

    func release(_ holder: LeaseHolder) async throws(StorageError) {
        try await database.write { connection in
            try connection.run("DELETE FROM sync_lease WHERE owner = ?", [holder.token])
        }
    }
}
