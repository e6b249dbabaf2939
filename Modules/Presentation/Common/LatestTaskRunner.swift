/// Runs a view model's async work one piece at a time: starting new work cancels the work before it.
///
/// The work checks `Task.isCancelled` before applying a result, so a slow stale answer can never
/// overwrite a newer one, even when the repository underneath ignores cancellation.
@MainActor
final class LatestTaskRunner {
    private var current: Task<Void, Never>?

    /// A screen that goes away stops loading: its work has no one left to show the result to.
    isolated deinit {
        current?.cancel()
    }

    var isRunning: Bool { current != nil }

    /// Cancels the work in flight, runs `work`, and returns when it has finished.
    func run(_ work: @escaping @MainActor () async -> Void) async {
        current?.cancel()
        let task = Task { await work() }
        current = task
        await task.value
        if current == task {
            current = nil
        }
    }

    /// Waits for the work in flight, if any, without starting anything.
    func waitForCurrent() async {
        await current?.value
    }

    func cancel() {
        current?.cancel()
        current = nil
    }
}
