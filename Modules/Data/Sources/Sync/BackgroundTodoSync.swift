/// The todo syncs that run in the background, as the process running them sees them: a use case never
/// needs this, only whoever starts and ends the process, so it is no part of the Domain's sync port.
public struct BackgroundTodoSync: Sendable {
    let synchronizer: TodosSynchronizer

    /// Starts a sync in the background, for the edits an earlier run left behind, and from then on sends
    /// edits a failed sync left pending again by itself once their backoff has passed, as a process
    /// that stays (the terminal app) wants; reports then say when the next try is.
    public func startResending() {
        synchronizer.scheduleSync(resending: true)
    }

    /// Stops resending, then waits for the syncs started in the background, by `startResending()`, by its
    /// timer or by edits. A process calls it before
    /// exiting, so it neither abandons a request the server may be applying nor leaves its sync lease
    /// behind; a sync still running after `limit` is cancelled, which leaves its edits queued for the
    /// next sync.
    public func finish(within limit: Duration) async {
        await synchronizer.finishBackgroundSyncs(within: limit)
    }
}
