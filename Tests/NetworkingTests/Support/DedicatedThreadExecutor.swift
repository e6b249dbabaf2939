import Foundation
import Testing

/// A task executor with a thread of its own, so that the tests running on it do not wait for the shared
/// cooperative pool.
///
/// Tests elsewhere in the package block pool threads (waiting for a child process, starting a server);
/// on a 2-core machine that can stall every other async test for a second or more, which would break
/// the latency bounds these tests assert. The code under test runs exactly as it would anywhere else.
final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked is safe: `jobs` is touched only while `condition` is locked. An NSCondition (a pthread
    // mutex and condition variable) rather than a `Mutex`, so ThreadSanitizer sees the hand-over.
    static let shared = DedicatedThreadExecutor()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [self] in run() }
        thread.name = "strata.latency"  // Linux keeps at most 15 characters
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty {
                condition.wait()
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Runs each test of a suite (or a single test) on `DedicatedThreadExecutor`.
struct DedicatedThreadTrait: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(DedicatedThreadExecutor.shared) {
            try await function()
        }
    }
}

extension Trait where Self == DedicatedThreadTrait {
    /// Runs on a thread of its own: for tests that assert latencies.
    static var onDedicatedThread: Self { Self() }
}
