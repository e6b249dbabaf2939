import Foundation
import StrataDomain
import Testing

@testable import StrataData

/// Callers in one process share a sync, but none is answered by a sync that chose what to send
/// before the caller's edit was made.
@Suite("Syncs called while a sync runs", .timeLimit(.minutes(1)))
struct ConcurrentSyncTests {
    /// A store with one todo waiting and a sync caught sending it, with a second todo made meanwhile.
    private func syncCaughtMidway() async throws -> (SyncStack, FakeTodosRemote, Task<TodoSyncReport, Never>) {
        let remote = FakeTodosRemote()
        let stack = SyncStack(try await emptyStrataDatabase(), remote: remote)
        _ = try await stack.store.create(ownerID: 1, title: "first", at: Date())
        remote.holdCreations()
        let running = Task { await stack.synchronizer.sync(.due) }
        while remote.waitingCreations == 0 { try await Task.sleep(for: .milliseconds(5)) }
        _ = try await stack.store.create(ownerID: 1, title: "second", at: Date())
        return (stack, remote, running)
    }

    /// Returns once `count` callers wait for the running sync, however slowly the machine gets them there.
    private func waitForCallers(_ count: Int, on stack: SyncStack) async throws {
        while await stack.synchronizer.waitingCallers < count { try await Task.sleep(for: .milliseconds(5)) }
    }

    @Test("an edit made while a sync runs is sent by the next sync, which its own call waits for")
    func editDuringASyncIsSent() async throws {
        let (stack, remote, running) = try await syncCaughtMidway()
        let afterEdit = Task { await stack.synchronizer.sync(.due) }
        // Once the second caller waits, let the first sync's creation through.
        try await waitForCallers(1, on: stack)
        remote.releaseCreations()
        _ = await running.value
        let report = await afterEdit.value

        #expect(remote.sent == ["create first", "create second"])
        #expect(report.pending == 0)
        #expect(try await stack.outbox.pendingOperations().isEmpty)
    }

    @Test("callers that arrive together while a sync runs share the one sync after it")
    func waitersShareOneSync() async throws {
        let (stack, remote, running) = try await syncCaughtMidway()

        let waiters = (0..<5).map { _ in Task { await stack.synchronizer.sync(.due) } }
        try await waitForCallers(5, on: stack)
        remote.releaseCreations()
        _ = await running.value
        var reports: [TodoSyncReport] = []
        for waiter in waiters { reports.append(await waiter.value) }

        #expect(remote.sent == ["create first", "create second"])
        #expect(Set(reports).count == 1, "the waiters got one report, of the one sync they shared: \(reports)")
        #expect(reports.first?.sent == 1)
        #expect(remote.keys.count == 2, "no operation was sent twice: \(remote.keys)")
    }

    @Test(
        "a sync its starter stops (a process exiting) stops before the next operation; a waiter gets a sync of its own")
    func stoppedStarterDoesNotAnswerAWaiter() async throws {
        let remote = FakeTodosRemote()
        let stack = SyncStack(try await emptyStrataDatabase(), remote: remote)
        _ = try await stack.store.create(ownerID: 1, title: "first", at: Date())
        _ = try await stack.store.create(ownerID: 1, title: "second", at: Date())
        remote.holdCreations()
        let running = Task { await stack.synchronizer.sync(.due) }
        while remote.waitingCreations == 0 { try await Task.sleep(for: .milliseconds(5)) }
        let waiter = Task { await stack.synchronizer.sync(.due) }
        try await waitForCallers(1, on: stack)

        running.cancel()
        remote.releaseCreations()
        let stopped = await running.value
        let waited = await waiter.value

        #expect(stopped.outcome == .stopped(.cancelled))
        #expect(stopped.sent == 1, "the request in flight finished; nothing after it began")
        #expect(waited.outcome == .finished)
        #expect(waited.pending == 0)
        #expect(remote.sent == ["create first", "create second"])
        #expect(try await stack.outbox.pendingOperations().isEmpty)
    }
}
