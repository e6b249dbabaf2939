import Foundation
import StrataDomain

/// Sends the todo outbox to the server, oldest operation first, one sync at a time per store.
///
/// Across processes the lease in the store decides who sends: a sync that cannot claim it sends nothing
/// and says a sync is already running. Within the lease, an acknowledged operation leaves the outbox, a
/// refused one is parked with the server's reason, and any other answer (or none) stops the sync with
/// every operation kept, to be sent again with the same idempotency key. Within this process, concurrent
/// callers share one sync, and every report goes to the streams of `reports()`.
actor TodosSynchronizer {
    private let outbox: any TodoOutbox
    private let lease: any SyncLeaseStore
    private let sender: OutboxSender
    private let isOffline: Bool
    private let now: @Sendable () -> Date
    private let clock: any Clock<Duration>
    private let settings: SyncSettings
    private let holder: LeaseHolder
    private let mayBeRunning: @Sendable (LeaseHolder) -> Bool
    private let taskExecutor: (any TaskExecutor)?
    private let broadcaster = SyncReportBroadcaster()
    private let background: BackgroundSyncs
    private var running: (task: Task<TodoSyncReport, Never>, request: TodoSyncRequest, number: Int)?
    /// How many syncs this synchronizer has started: a caller is answered only by a sync that started
    /// after it arrived, since one that started before chose what to send before the caller's edit.
    private var started = 0
    /// Callers waiting for a running sync to end, so a test knows when a caller has arrived.
    private(set) var waitingCallers = 0

    /// - Parameters:
    ///   - isOffline: never touch the network, as `--offline` asks; syncs then only count.
    ///   - now: calendar time, for the lease's expiry and the backoff.
    ///   - clock: waits between looks at a lease another sync holds.
    ///   - environment: the process it runs in: its lease identity, how to tell whether another holder
    ///     still runs, where its tasks run, and its timings; tests and the simulation stand in their own.
    init(
        outbox: any TodoOutbox,
        lease: any SyncLeaseStore,
        remote: any TodosRemoteDataSource,
        isOffline: Bool,
        now: @escaping @Sendable () -> Date,
        clock: any Clock<Duration>,
        environment: SyncEnvironment = .live()
    ) {
        self.outbox = outbox
        self.lease = lease
        self.sender = OutboxSender(remote: remote)
        self.isOffline = isOffline
        self.now = now
        self.clock = clock
        self.settings = environment.settings
        self.holder = environment.holder
        self.mayBeRunning = environment.mayBeRunning
        self.taskExecutor = environment.taskExecutor
        self.background = BackgroundSyncs(taskExecutor: environment.taskExecutor)
    }

    /// Sends what `request` asks for. Concurrent callers in this process share one sync rather than
    /// racing: a caller that arrives while a sync runs waits for it, then for one more if that sync
    /// started before the caller arrived (the edit that called may be newer than what it chose to
    /// send), and all who wait share that next one. Cancelling the caller that started a sync (a
    /// process about to exit) stops it; a caller that did not ask to stop then waits for the next.
    /// A cancelled caller starts nothing.
    @discardableResult
    func sync(_ request: TodoSyncRequest) async -> TodoSyncReport {
        let arrival = started
        var awaited = 0
        while let current = running, current.number != awaited {
            awaited = current.number
            waitingCallers += 1
            let report = await current.task.value
            waitingCallers -= 1
            // A sync its starter stopped answers only a caller who is stopping too.
            if case .stopped(let error) = report.outcome, error.kind == .cancelled, !Task.isCancelled { continue }
            // A sync that skipped backed-off operations does not answer a caller who wants them sent.
            if current.number > arrival, current.request == .everything || request == .due {
                return report
            }
        }
        guard !Task.isCancelled else { return await report(.stopped(.cancelled)) }
        started += 1
        let task = Task(executorPreference: taskExecutor) { await self.run(request) }
        running = (task, request, started)
        // Its starter's cancellation stops it; a waiter's does not.
        let report = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        if running?.task == task {
            running = nil
        }
        broadcaster.publish(report)
        return report
    }

    /// Every report from now on, as each sync of this synchronizer ends.
    nonisolated func reports() -> AsyncStream<TodoSyncReport> {
        broadcaster.stream()
    }

    /// Starts a sync in the background, as an edit does; the edit itself never waits for the network.
    nonisolated func scheduleSync() {
        background.start { await self.sync(.due) }
    }

    /// Waits for the syncs `scheduleSync()` started, cancelling those still running after `limit`.
    nonisolated func finishBackgroundSyncs(within limit: Duration) async {
        await background.finish(within: limit)
    }

    private func run(_ request: TodoSyncRequest) async -> TodoSyncReport {
        guard !isOffline else { return await report(.offline) }
        do throws(StorageError) {
            guard try await claimLease(waiting: request == .everything) else {
                return await report(Task.isCancelled ? .stopped(.cancelled) : .alreadyRunning)
            }
        } catch {
            return await report(.stopped(RepositoryError(error)))
        }
        let (outcome, sent, rejected) = await sendQueued(request)
        try? await lease.release(holder)
        return await report(outcome, sent: sent, rejected: rejected)
    }

    /// Claims (or renews) the lease; when another sync holds it, waits for it up to the patience if asked.
    private func claimLease(waiting: Bool) async throws(StorageError) -> Bool {
        guard waiting else { return try await claimOnce() }
        let clock = self.clock  // a local opens as the concrete clock; the stored property does not
        return try await claimPatiently(on: clock)
    }

    /// Tries to claim until the patience has passed on `clock`, however slow each try is; gives up at
    /// once when the task is cancelled.
    private func claimPatiently<C: Clock<Duration>>(on clock: C) async throws(StorageError) -> Bool {
        let end = clock.now.advanced(by: settings.patience)
        while true {
            if try await claimOnce() { return true }
            let left = clock.now.duration(to: end)
            guard left > .zero else { return false }
            do {
                try await clock.sleep(for: min(settings.pollInterval, left))
            } catch {
                return false
            }
        }
    }

    private func claimOnce() async throws(StorageError) -> Bool {
        let claim = try await lease.claim(
            for: holder, until: now().addingTimeInterval(settings.leaseDuration.inSeconds), now: now(),
            mayBeRunning: mayBeRunning)
        return claim == .claimed
    }

    private func sendQueued(_ request: TodoSyncRequest) async -> (TodoSyncReport.Outcome, sent: Int, rejected: Int) {
        var sent = 0
        var rejected = 0
        let horizon = request == .everything ? Date.distantFuture : now()
        do throws(StorageError) {
            while true {
                // Renewed before every operation: a sync that lost its lease (it stalled past the expiry and
                // another took over) stops before sending anything more.
                guard try await claimLease(waiting: false) else { return (.alreadyRunning, sent, rejected) }
                guard let next = try await outbox.nextOperation(dueBy: horizon) else {
                    return (.finished, sent, rejected)
                }
                // Stopped before an attempt begins, so no attempt is counted that never went out.
                guard !Task.isCancelled else { return (.stopped(.cancelled), sent, rejected) }
                guard let operation = try await outbox.beginAttempt(next.id) else { continue }
                switch await sender.send(operation) {
                case .acknowledged(let serverID):
                    try await outbox.acknowledge(operation.id, serverID: serverID)
                    sent += 1
                case .rejected(let reason):
                    try await outbox.park(operation.id, reason: reason)
                    rejected += 1
                case .nothingToSend:
                    try await outbox.settleWithoutSending(operation.id)
                case .stopped(let failure) where failure.kind == .cancelled:
                    // No failure to report or back off from: the next sync sends it, with the same key.
                    return (.stopped(failure), sent, rejected)
                case .stopped(let failure):
                    try await outbox.recordFailure(operation.id, reason: failure.sentence, at: now())
                    return (.stopped(failure), sent, rejected)
                }
            }
        } catch {
            return (.stopped(RepositoryError(error)), sent, rejected)
        }
    }

    /// The report of a sync that ended with `outcome`, with what the outbox holds now.
    private func report(_ outcome: TodoSyncReport.Outcome, sent: Int = 0, rejected: Int = 0) async -> TodoSyncReport {
        let pending = try? await outbox.queuedCount()
        return TodoSyncReport(outcome: outcome, sent: sent, rejected: rejected, pending: pending)
    }
}
