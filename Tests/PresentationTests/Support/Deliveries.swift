/// What an `observe(_:_:)` handler received, in order; a test awaits a number of deliveries instead
/// of sleeping.
///
/// The handler checks at run time that it runs on the main actor's executor and stops the test
/// process when it does not, which fails the run: Swift has no non-trapping way to ask which actor
/// runs. (`Thread.isMainThread` is no substitute: under `swift test` on Linux the main actor's jobs
/// need not run on the process's first thread.)
@MainActor
final class Deliveries<Value> {
    private(set) var values: [Value] = []
    private var waiters: [Int: (count: Int, continuation: CheckedContinuation<Void, Never>)] = [:]
    private var nextWaiter = 0

    /// The handler to pass to `observe`.
    var handler: @MainActor (Value) -> Void {
        { [weak self] value in
            MainActor.preconditionIsolated("observe delivered off the main actor")
            self?.record(value)
        }
    }

    /// Returns once `count` values have been delivered, or at once when the waiting task is cancelled
    /// (as a test's time limit does), so a delivery that never comes fails the test instead of hanging.
    func waitFor(_ count: Int) async {
        guard values.count < count else { return }
        nextWaiter += 1
        let id = nextWaiter
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if values.count >= count || Task.isCancelled {
                    continuation.resume()
                } else {
                    waiters[id] = (count, continuation)
                }
            }
        } onCancel: {
            Task { @MainActor in self.waiters.removeValue(forKey: id)?.continuation.resume() }
        }
    }

    private func record(_ value: Value) {
        values.append(value)
        let ready = waiters.filter { $0.value.count <= values.count }
        for key in ready.keys { waiters[key] = nil }
        for waiter in ready.values { waiter.continuation.resume() }
    }
}
