import Foundation
import Synchronization

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
    /// Jobs enqueued and not yet finished, so a scheduler that runs tasks one step at a time can wait
    /// for the database before taking the next step.
    private let unfinishedJobs = Atomic<Int>(0)

    init(label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: marker, value: ())
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        unfinishedJobs.add(1, ordering: .sequentiallyConsistent)
        queue.async {
            job.runSynchronously(on: executor)
            self.unfinishedJobs.subtract(1, ordering: .sequentiallyConsistent)
        }
    }

    /// Whether the caller runs on this executor's queue, for the tests that prove where work runs.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: marker) != nil }

    /// Whether every job enqueued so far has finished: whatever it resumed has been handed on.
    var isIdle: Bool { unfinishedJobs.load(ordering: .sequentiallyConsistent) == 0 }
}
