import Foundation
import Testing

@testable import StrataData

/// The sync lease's contract: one holder at a time, taken over when it expires or its process is gone.
@Suite("Sync lease contract")
struct SyncLeaseContract {
    private let now = Date(timeIntervalSince1970: 1_700_000_000)
    private let first = LeaseHolder(token: "first", host: "here", pid: 100)
    private let second = LeaseHolder(token: "second", host: "here", pid: 200)
    private let running: @Sendable (LeaseHolder) -> Bool = { _ in true }

    private func lease(_ adapter: StorageAdapter) async throws -> any SyncLeaseStore {
        switch adapter {
        case .sqlite: SQLiteSyncLease(database: try await emptyStrataDatabase())
        case .inMemory: InMemoryTodoStorage()
        }
    }

    @Test(
        "a free lease is claimed, a held one is refused, and the holder renews its own",
        arguments: StorageAdapter.allCases)
    func oneHolder(_ adapter: StorageAdapter) async throws {
        let lease = try await lease(adapter)
        let until = now.addingTimeInterval(60)

        #expect(try await lease.claim(for: first, until: until, now: now, mayBeRunning: running) == .claimed)
        #expect(
            try await lease.claim(for: second, until: until, now: now, mayBeRunning: running)
                == .heldBy(first, until: until))
        #expect(
            try await lease.claim(for: first, until: until.addingTimeInterval(60), now: now, mayBeRunning: running)
                == .claimed)
    }

    @Test("an expired lease is taken over", arguments: StorageAdapter.allCases)
    func expiry(_ adapter: StorageAdapter) async throws {
        let lease = try await lease(adapter)
        _ = try await lease.claim(for: first, until: now.addingTimeInterval(60), now: now, mayBeRunning: running)

        let later = now.addingTimeInterval(61)

        #expect(
            try await lease.claim(for: second, until: later.addingTimeInterval(60), now: later, mayBeRunning: running)
                == .claimed)
        #expect(
            try await lease.claim(for: first, until: later.addingTimeInterval(60), now: later, mayBeRunning: running)
                == .heldBy(second, until: later.addingTimeInterval(60)))
    }

    @Test("the lease of a process that is gone is taken over at once", arguments: StorageAdapter.allCases)
    func deadOwner(_ adapter: StorageAdapter) async throws {
        let lease = try await lease(adapter)
        _ = try await lease.claim(for: first, until: now.addingTimeInterval(60), now: now, mayBeRunning: running)

        let claim = try await lease.claim(
            for: second, until: now.addingTimeInterval(60), now: now, mayBeRunning: { $0.pid != first.pid })

        #expect(claim == .claimed)
    }

    @Test(
        "releasing frees the lease; a holder that lost it cannot release the new holder's",
        arguments: StorageAdapter.allCases)
    func release(_ adapter: StorageAdapter) async throws {
        let lease = try await lease(adapter)
        let until = now.addingTimeInterval(60)
        _ = try await lease.claim(for: first, until: until, now: now, mayBeRunning: running)

        try await lease.release(first)
        #expect(try await lease.claim(for: second, until: until, now: now, mayBeRunning: running) == .claimed)
        try await lease.release(first)

        #expect(
            try await lease.claim(for: first, until: until, now: now, mayBeRunning: running)
                == .heldBy(second, until: until))
    }
}
