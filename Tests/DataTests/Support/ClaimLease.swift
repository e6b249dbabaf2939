import Foundation

@testable import StrataData

/// Claims the store's sync lease for a test that changes the outbox as a sync would.
func claimLease(_ database: StrataDatabase) async throws -> LeaseTicket {
    let claim = try await SQLiteSyncLease(database: database).claim(
        for: LeaseHolder(token: "test", host: "test", boot: "test", pid: 1, started: nil), duration: .seconds(30),
        wall: Date(), mayBeRunning: { _ in true })
    guard case .claimed(let ticket) = claim else { throw StorageError.syncLeaseLost }
    return ticket
}
