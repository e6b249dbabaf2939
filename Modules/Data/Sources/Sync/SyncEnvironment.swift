import Foundation

/// What a synchronizer takes from the process it runs in: who it is to the sync lease, how it tells
/// whether another holder still runs, which monotonic clock the lease is judged by, where its tasks
/// run, and how long it holds and waits.
///
/// The app uses `live()`; the sync simulation gives every simulated process its own, so several
/// clients in one test process share a store the way separate processes do.
package struct SyncEnvironment: Sendable {
    /// This synchronizer's identity in the lease row.
    package var holder: LeaseHolder
    /// Whether another holder's process may still run.
    package var mayBeRunning: @Sendable (LeaseHolder) -> Bool
    /// The machine's monotonic clock, for the lease's renewals.
    package var machineTime: @Sendable () -> MachineTime
    /// Where the synchronizer's own tasks run: `nil` for the cooperative pool.
    package var taskExecutor: (any TaskExecutor)?
    /// How long the lease lasts and how patiently a sync waits for it.
    package var settings: SyncSettings

    package init(
        holder: LeaseHolder,
        mayBeRunning: @escaping @Sendable (LeaseHolder) -> Bool,
        machineTime: @escaping @Sendable () -> MachineTime,
        taskExecutor: (any TaskExecutor)?,
        settings: SyncSettings
    ) {
        self.holder = holder
        self.mayBeRunning = mayBeRunning
        self.machineTime = machineTime
        self.taskExecutor = taskExecutor
        self.settings = settings
    }

    /// This process, on the cooperative pool, with the standard timings.
    package static func live() -> SyncEnvironment {
        SyncEnvironment(
            holder: .thisProcess(), mayBeRunning: LeaseHolder.mayBeRunning, machineTime: MachineClock.now,
            taskExecutor: nil, settings: SyncSettings())
    }
}
