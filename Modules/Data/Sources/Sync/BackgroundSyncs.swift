import StrataNetworking

/// The syncs that edits start in the background, kept until each ends so a process about to exit can
/// wait for them instead of abandoning a request the server may already be applying.
final class BackgroundSyncs: Sendable {
    private let state = LockedState<(nextID: Int, running: [(id: Int, task: Task<Void, Never>)])>((0, []))
    /// Where the syncs run: `nil` for the cooperative pool, a scheduler's own executor in a simulation.
    private let taskExecutor: (any TaskExecutor)?
    /// What `finish(within:)` measures its limit on.
    private let clock: any Clock<Duration>

    init(taskExecutor: (any TaskExecutor)?, clock: any Clock<Duration>) {
        self.taskExecutor = taskExecutor
        self.clock = clock
    }

    /// Starts `work` and keeps it until it ends.
    func start(_ work: @escaping @Sendable () async -> Void) {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            // The task takes the lock to remove itself, so it cannot end before it has been added.
            let task = Task(executorPreference: taskExecutor) {
                await work()
                self.state.withLock { $0.running.removeAll { $0.id == id } }
            }
            state.running.append((id, task))
        }
    }

    /// Returns once every sync started so far, and any started meanwhile, has ended. Those running when
    /// `limit` passes are cancelled (one started after that, by a late edit, is waited for): a cancelled
    /// request leaves its operation queued, to be sent again, with the same idempotency key, by the
    /// next sync.
    func finish(within limit: Duration) async {
        let clock = self.clock
        let deadline = Task(executorPreference: taskExecutor) {
            guard (try? await clock.sleep(for: limit)) != nil else { return }
            for task in self.state.withLock({ $0.running.map(\.task) }) { task.cancel() }
        }
        while let next = state.withLock({ $0.running.first?.task }) {
            await next.value
        }
        deadline.cancel()
    }
}
