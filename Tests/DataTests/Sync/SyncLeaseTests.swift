import Foundation
import StrataDomain
import Testing

@testable import StrataData

/// One sync at a time per store: the synchronizer claims the store's lease before it sends anything.
@Suite("Sync lease")
struct SyncLeaseTests {
    private let other = LeaseHolder(token: "other process", host: "here", pid: 4242)

    private func heldByAnother(_ database: StrataDatabase, for duration: TimeInterval = 60) async throws {
        let claim = try await SQLiteSyncLease(database: database).claim(
            for: other, until: Date().addingTimeInterval(duration), now: Date(), mayBeRunning: { _ in true })
        #expect(claim == .claimed)
    }

    @Test("while another process holds the lease, a sync after an edit gives way at once and sends nothing")
    func dueGivesWay() async throws {
        let database = try await emptyStrataDatabase()
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.createTodo(ownerID: 1, title: "a")
        }
        try await heldByAnother(database)
        let remote = FakeTodosRemote()

        let report = await SyncStack(database, remote: remote).sync.sync(.due)

        #expect(report == TodoSyncReport(outcome: .alreadyRunning, pending: 1))
        #expect(remote.sent.isEmpty)
    }

    @Test("a sync the user asked for waits a little for the other one, then says one is running")
    func everythingWaits() async throws {
        let database = try await emptyStrataDatabase()
        try await heldByAnother(database)
        let clock = ContinuousClock()
        let started = clock.now

        let report = await SyncStack(database, remote: FakeTodosRemote()).sync.sync(.everything)

        #expect(report.outcome == .alreadyRunning)
        #expect(clock.now - started >= .milliseconds(300))
    }

    @Test("a lease that expires while a sync waits is taken over, and the sync goes ahead")
    func expiredLease() async throws {
        let database = try await emptyStrataDatabase()
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.createTodo(ownerID: 1, title: "a")
        }
        try await heldByAnother(database, for: 0.1)
        let remote = FakeTodosRemote()

        let report = await SyncStack(database, remote: remote).sync.sync(.everything)

        #expect(report == TodoSyncReport(outcome: .finished, sent: 1, pending: 0))
    }

    @Test("the lease of a process that is gone is taken over at once")
    func deadHolder() async throws {
        let database = try await emptyStrataDatabase()
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.createTodo(ownerID: 1, title: "a")
        }
        try await heldByAnother(database)
        let remote = FakeTodosRemote()
        let stack = SyncStack(database, remote: remote, holderIsRunning: { $0.pid != 4242 })

        let report = await stack.sync.sync(.due)

        #expect(report.sent == 1)
        #expect(remote.sent == ["create a"])
    }

    @Test("a lease left by a real process that was killed is taken over: its pid no longer runs")
    func killedProcessIsNotRunning() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        let gone = LeaseHolder(token: "gone", host: LeaseHolder.thisProcess().host, pid: process.processIdentifier)

        #expect(!LeaseHolder.mayBeRunning(gone))
        #expect(LeaseHolder.mayBeRunning(LeaseHolder.thisProcess()))
        #expect(
            LeaseHolder.mayBeRunning(LeaseHolder(token: "far", host: "another machine", pid: process.processIdentifier))
        )
    }

    @Test("a sync releases the lease when it ends, so the next one need not wait")
    func releases() async throws {
        let database = try await emptyStrataDatabase()
        let stack = SyncStack(database, remote: FakeTodosRemote())
        _ = await stack.sync.sync(.everything)

        let claim = try await SQLiteSyncLease(database: database).claim(
            for: other, until: Date().addingTimeInterval(60), now: Date(), mayBeRunning: { _ in true })

        #expect(claim == .claimed)
    }
}
