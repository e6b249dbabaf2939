import StrataTestSupport

/// The one thread of a simulated process: every job of its tasks waits here until the simulation
/// chooses to run it, so the order of the process's steps, and their interleaving with other
/// processes', is the seed's choice rather than the machine's.
final class SimulatedExecutor: TaskExecutor {
    private let jobs = Locked<[UnownedJob]>([])

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
    }

    /// How many jobs wait to run.
    var waiting: Int { jobs.withLock { $0.count } }

    /// Runs the job at `index` of those waiting (oldest first) on the calling thread, until it
    /// suspends or ends.
    func runJob(at index: Int) {
        let job = jobs.withLock { $0.remove(at: index) }
        job.runSynchronously(on: asUnownedTaskExecutor())
    }
}
