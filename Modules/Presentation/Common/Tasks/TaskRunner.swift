import Observation

/// The one way Strata's front ends and view models run async work: every piece is tracked, can be
/// waited for and cancelled, and a policy says how it relates to the work already running.
///
/// A view model loads with `.replacingCurrent`, so a slow stale answer can never overwrite a newer
/// one (the work checks `Task.isCancelled` before applying a result, even when the repository below
/// ignores cancellation); a list of edits runs `.afterCurrent`, so two quick toggles never start from
/// the same stale value; a front end starts key-driven work `.alongside` and waits for it in tests.
@MainActor
@Observable
public final class TaskRunner {
    /// How new work relates to the work already running.
    public enum Policy: Sendable {
        /// Cancels everything running, then starts.
        case replacingCurrent
        /// Starts once the work started last has finished.
        case afterCurrent
        /// Starts at once, beside whatever runs.
        case alongside
    }

    /// Whether any work is running; observable, so a front end can show a spinner while it is `true`.
    public private(set) var isRunning = false

    @ObservationIgnored private var running: [Int: Task<Void, Never>] = [:]
    @ObservationIgnored private var newest: Task<Void, Never>?
    @ObservationIgnored private var nextID = 0

    /// An idle runner.
    public init() {}

    /// Work whose owner goes away has no one left to show its result to.
    isolated deinit {
        for task in running.values { task.cancel() }
    }

    /// Starts `work` under `policy` and returns its task without waiting for it.
    @discardableResult
    public func start(_ policy: Policy = .alongside, _ work: @escaping @MainActor () async -> Void) -> Task<Void, Never>
    {
        let previous = newest
        if policy == .replacingCurrent {
            cancelAll()
        }
        let id = nextID
        nextID += 1
        let task = Task { [weak self] in
            if policy == .afterCurrent {
                await previous?.value
            }
            if !Task.isCancelled {
                await work()
            }
            self?.finish(id)
        }
        running[id] = task
        newest = task
        isRunning = true
        return task
    }

    /// Runs `work` under `policy` and returns when it has finished (or was cancelled).
    public func run(_ policy: Policy, _ work: @escaping @MainActor () async -> Void) async {
        await start(policy, work).value
    }

    /// Runs `work` under `policy` and returns its result; `nil` when it was cancelled before it started.
    public func run<Value>(_ policy: Policy, returning work: @escaping @MainActor () async -> Value) async -> Value? {
        let result = ResultHolder<Value>()
        await run(policy) { result.value = await work() }
        return result.value
    }

    /// Returns once nothing is running, including work started while waiting.
    public func waitUntilIdle() async {
        while let task = running.values.first {
            await task.value
        }
    }

    /// Cancels everything running; each piece ends at its next cancellation check.
    public func cancelAll() {
        for task in running.values { task.cancel() }
    }

    private func finish(_ id: Int) {
        running[id] = nil
        if running.isEmpty {
            newest = nil
            isRunning = false
        }
    }
}

/// Carries a result out of work that runs in a task of its own, on the main actor like the runner.
@MainActor
private final class ResultHolder<Value> {
    var value: Value?
}
