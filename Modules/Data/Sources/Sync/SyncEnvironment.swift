import Foundation

/// What a synchronizer takes from the process it runs in: who it is to the sync lease, how it tells
/// whether another holder still runs, where its tasks run, and how long it holds and waits.
///
/// The app uses `live()`; the sync simulation gives every simulated process its own, so several
/// clients in one test process share a store the way separate processes do.
package struct SyncEnvironment: Sendable {
    /// This synchronizer's identity in the lease row.
    package var holder: LeaseHolder
    /// Whether another holder's process may still run.
    package var mayBeRunning: @Sendable (LeaseHolder) -> Bool
    /// Where the synchronizer's own tasks run: `nil` for the cooperative pool.
    package var taskExecutor: (any TaskExecutor)?
    /// How long the lease lasts and how patiently a sync waits for it.
    package var settings: SyncSettings

    package init(
        holder: LeaseHolder,
        mayBeRunning: @escaping @Sendable (LeaseHolder) -> Bool,
        taskExecutor: (any TaskExecutor)?,
        settings: SyncSettings
    ) {
        self.holder = holder
        self.mayBeRunning = mayBeRunning
        self.taskExecutor = taskExecutor
        self.settings = settings
    }

    /// This process, on the cooperative pool, with the standard timings.
    package static func live() -> SyncEnvironment {
        SyncEnvironment(
            holder: .thisProcess(), mayBeRunning: LeaseHolder.mayBeRunning, taskExecutor: nil, settings: SyncSettings())
    }
}
