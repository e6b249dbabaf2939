import StrataSQLite

/// Every write a sync makes to the outbox checks, in its own transaction, that the sync still holds the
/// lease under its fence: a sync that lost the lease (it stalled and another took over) records nothing,
/// and stops.
enum LeaseFence {
    static func require(_ ticket: LeaseTicket, in connection: SQLiteConnection) throws {
        let holds: Bool = try connection.scalar(
            "SELECT EXISTS (SELECT 1 FROM sync_lease WHERE id = 1 AND owner = ? AND fence = ?)",
            [ticket.owner, ticket.fence])
        guard holds else { throw StorageError.syncLeaseLost }
    }
}
