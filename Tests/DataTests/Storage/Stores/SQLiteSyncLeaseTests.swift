import Foundation
import Testing

@testable import StrataData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One sync per store: on one machine the lease lasts exactly as long as its holder's process, whatever
/// any clock says; across machines it lasts until the calendar expiry its holder renews; and a sync that
/// lost it can record nothing.
@Suite("The sync lease")
struct SQLiteSyncLeaseTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func holder(_ token: String, host: String = "here", pid: Int32 = 10) -> LeaseHolder {
        LeaseHolder(token: token, host: host, boot: "boot", pid: pid, started: 100)
    }

    private func claim(
        _ lease: SQLiteSyncLease, _ holder: LeaseHolder, at wall: Date, running: Bool = true
    ) async throws -> LeaseClaim {
        try await lease.claim(for: holder, duration: .seconds(120), wall: wall, mayBeRunning: { _ in running })
    }

    @Test(
        "on one machine a running holder keeps the lease, whatever the claimant's clock reads",
        arguments: [-34_560_000, -1, 0, 121, 172_800, 34_560_000] as [TimeInterval])
    func runningHolderKeepsIt(offset: TimeInterval) async throws {
        let lease = SQLiteSyncLease(database: try await emptyStrataDatabase())
        _ = try await claim(lease, holder("first"), at: now)

        let second = try await claim(lease, holder("second", pid: 11), at: now.addingTimeInterval(offset))

        #expect(second == .heldBy(holder("first")))
    }

    @Test("on one machine a holder that no longer runs loses the lease at once, and the next fence is higher")
    func deadHolderLosesIt() async throws {
        let lease = SQLiteSyncLease(database: try await emptyStrataDatabase())
        guard case .claimed(let first) = try await claim(lease, holder("first"), at: now) else {
            Issue.record("the first claim is refused")
            return
        }

        let second = try await claim(lease, holder("second", pid: 11), at: now, running: false)

        guard case .claimed(let taken) = second else {
            Issue.record("a dead holder's lease is not taken: \(second)")
            return
        }
        #expect(taken.fence > first.fence)
        #expect(try await lease.renew(first, duration: .seconds(120), wall: now) == false)
        try await lease.release(first)
        #expect(try await claim(lease, holder("third", pid: 12), at: now) == .heldBy(holder("second", pid: 11)))
    }

    @Test("a holder on another machine is judged by its calendar expiry", arguments: [(119.0, true), (121.0, false)])
    func otherMachineByExpiry(after: TimeInterval, held: Bool) async throws {
        let lease = SQLiteSyncLease(database: try await emptyStrataDatabase())
        _ = try await claim(lease, holder("remote", host: "elsewhere"), at: now)

        let claim = try await claim(lease, holder("local"), at: now.addingTimeInterval(after), running: false)

        #expect((claim == .heldBy(holder("remote", host: "elsewhere"))) == held, "\(claim)")
    }

    @Test("a sync that lost the lease can record nothing: every write is fenced")
    func lostLeaseWritesNothing() async throws {
        let database = try await emptyStrataDatabase()
        let lease = SQLiteSyncLease(database: database)
        guard case .claimed(let first) = try await claim(lease, holder("first"), at: now) else {
            Issue.record("the first claim is refused")
            return
        }
        _ = try await claim(lease, holder("second", pid: 11), at: now, running: false)

        await #expect(throws: StorageError.syncLeaseLost) {
            try await database.write { connection in try LeaseFence.require(first, in: connection) }
        }
    }

    @Test("a process is the holder only with its id, its start time and its boot")
    func processIdentity() throws {
        let me = LeaseHolder.thisProcess()
        let started = try #require(LeaseHolder.startTime(of: me.pid), "this platform has /proc")

        #expect(LeaseHolder.mayBeRunning(me))
        #expect(
            !LeaseHolder.mayBeRunning(
                LeaseHolder(token: "t", host: me.host, boot: me.boot, pid: me.pid, started: started + 1)),
            "a reused pid")
        #expect(
            !LeaseHolder.mayBeRunning(
                LeaseHolder(token: "t", host: me.host, boot: "an earlier boot", pid: me.pid, started: started)))
        #expect(
            !LeaseHolder.mayBeRunning(
                LeaseHolder(token: "t", host: me.host, boot: me.boot, pid: Int32.max, started: nil)), "no such process")
        #expect(
            LeaseHolder.mayBeRunning(LeaseHolder(token: "t", host: "another machine", boot: "b", pid: 1, started: 1)),
            "cannot be told from here")
    }
}
