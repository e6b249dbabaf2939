import Foundation

/// The thread a database's work runs on: a serial dispatch queue of its own, not the cooperative pool.
///
/// SQLite calls block their thread: a statement waits up to the busy timeout for another process's
/// lock, and a commit waits for the disk (`synchronous = FULL`). The cooperative pool has one thread
/// per core, two on a small machine, so an actor on it that waits for a lock held by a second
/// process would stall every other task of the app for as long. On its own queue the wait costs one
/// otherwise idle thread, and the pool keeps running.
final class SQLiteExecutor: SerialExecutor {
    private let queue: DispatchQueue
    private let marker = DispatchSpecificKey<Void>()

    init(label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: marker, value: ())
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    /// Whether the caller runs on this executor's queue, for the tests that prove where work runs.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: marker) != nil }
}
