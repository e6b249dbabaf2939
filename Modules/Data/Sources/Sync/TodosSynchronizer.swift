import Foundation
import StrataDomain

/// Sends the todo outbox to the server, oldest operation first, one sync at a time per store.
///
/// Across processes the lease in the store decides who sends: a sync that cannot claim it sends nothing
/// and says a sync is already running, and one that loses it records nothing more. Within the lease, an
/// operation the server acknowledges is read back, and leaves the outbox only if the server holds what
/// it wrote; a refused one is parked with the server's reason; any other answer (or none) stops the
/// sync with every operation kept, to be sent again with the same idempotency key. A server that does
/// not keep writes is sent nothing more but one probe when the user asks for a sync. Within this
/// process, concurrent callers share one sync, and every report goes to the streams of `reports()`.
actor TodosSynchronizer {
    private let outbox: SQLiteTodoOutbox
    let lease: SQLiteSyncLease
    private let sender: OutboxSender
    private let isOffline: Bool
    let now: @Sendable () -> Date
    let clock: any Clock<Duration>
    let environment: SyncEnvironment
    private let broadcaster = SyncReportBroadcaster()
    private let background: BackgroundSyncs
    private var running: (task: Task<TodoSyncReport, Never>, request: TodoSyncRequest, number: Int)?
    private var resend: ResendTimer
    /// How many syncs this synchronizer has started: a caller is answered only by a sync that started
    /// after it arrived, since one that started before chose what to send before the caller's edit.
    private var started = 0
    /// Callers waiting for a running sync to end, so a test knows when a caller has arrived.
    private(set) var waitingCallers = 0

    /// - Parameters:
    ///   - isOffline: never touch the network, as `--offline` asks; syncs then only count.
    ///   - now: calendar time, for the backoff and a lease seen from another machine.
    ///   - clock: waits between looks at a lease another sync holds, and between renewals.
    ///   - environment: the process it runs in (lease identity, liveness, monotonic clock, task executor).
    init(
        outbox: SQLiteTodoOutbox,
        lease: SQLiteSyncLease,
        remote: TodosRemoteDataSource,
        isOffline: Bool,
        now: @escaping @Sendable () -> Date,
        clock: any Clock<Duration>,
        environment: SyncEnvironment
    ) {
        self.outbox = outbox
        self.lease = lease
        self.sender = OutboxSender(remote: remote)
        self.isOffline = isOffline
        self.now = now
        self.clock = clock
        self.environment = environment
        self.background = BackgroundSyncs(taskExecutor: environment.taskExecutor, clock: clock)
        self.resend = ResendTimer(backoff: outbox.backoff)
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
        let task = Task(executorPreference: environment.taskExecutor) { await self.run(request) }
        let number = started
        running = (task, request, number)
        // Its starter's cancellation stops it; a waiter's does not.
        let ended = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        if running?.task == task {
            running = nil
        }
        let report = await settingResend(after: ended, ofSync: number)
        broadcaster.publish(report)
        return report
    }

    /// From now on, a sync that leaves edits waiting out their backoff is followed by one this process
    /// starts by itself when the wait ends; for a process that stays, as the terminal app does. Once
    /// `finishBackgroundSyncs` has begun, it does nothing.
    func resendWhenDue() {
        resend.turnOn()
    }

    /// Sets the resend timer for the edits `report` left, or clears it; the report then says when the
    /// next try is. Only the newest sync sets it: an older one that ends later (its read of the outbox
    /// took longer) leaves the timer to the newer one's report.
    private func settingResend(after report: TodoSyncReport, ofSync number: Int) async -> TodoSyncReport {
        guard resend.isOn else { return report }
        let date = now()
        let oldestDue = (try? await outbox.nextAttempt(after: date)) ?? nil
        guard number == started else { return report }
        guard let wait = resend.wait(after: report, oldestDue: oldestDue, at: date) else {
            resend.clear()
            return report
        }
        resend.set(after: wait, on: clock, executor: environment.taskExecutor) { [weak self] in self?.scheduleSync() }
        return report.trying(again: date.addingTimeInterval(wait.inSeconds))
    }

    /// Every report from now on, as each sync of this synchronizer ends.
    nonisolated func reports() -> AsyncStream<TodoSyncReport> {
        broadcaster.stream()
    }

    /// Starts a sync in the background, as an edit does; the edit itself never waits for the network.
    /// `resending` first turns on `resendWhenDue()`.
    nonisolated func scheduleSync(resending: Bool = false) {
        background.start {
            if resending { await self.resendWhenDue() }
            await self.sync(.due)
        }
    }

    /// Stops resending by itself, then waits for the syncs `scheduleSync()` started, cancelling those
    /// still running after `limit`.
    func finishBackgroundSyncs(within limit: Duration) async {
        resend.turnOff()
        await background.finish(within: limit)
    }

    private func run(_ request: TodoSyncRequest) async -> TodoSyncReport {
        guard !isOffline else { return await report(.offline) }
        let ticket: LeaseTicket
        do throws(StorageError) {
            guard let claimed = try await claimLease(waiting: request == .everything) else {
                return await report(Task.isCancelled ? .stopped(.cancelled) : .alreadyRunning)
            }
            ticket = claimed
        } catch {
            return await report(.stopped(RepositoryError(error)))
        }
        let (outcome, sent, rejected) = await withTaskGroup(of: Void.self) { group in
            // Renewed while the sync works, its slowest request included, so only a holder that stopped
            // loses the lease.
            group.addTask { await self.keepRenewing(ticket) }
            let result = await OutboxRun(
                outbox: outbox, sender: sender, ticket: ticket, renew: { await self.renew(ticket) },
                now: now, request: request
            ).send()
            group.cancelAll()
            return result
        }
        try? await lease.release(ticket)
        return await report(outcome, sent: sent, rejected: rejected)
    }

    /// The report of a sync that ended with `outcome`, with what the outbox holds now.
    private func report(_ outcome: TodoSyncReport.Outcome, sent: Int = 0, rejected: Int = 0) async -> TodoSyncReport {
        let pending = try? await outbox.queuedCount()
        return TodoSyncReport(outcome: outcome, sent: sent, rejected: rejected, pending: pending)
    }
}
