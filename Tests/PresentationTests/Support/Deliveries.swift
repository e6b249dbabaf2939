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
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// The handler to pass to `observe`.
    var handler: @MainActor (Value) -> Void {
        { [weak self] value in
            MainActor.preconditionIsolated("observe delivered off the main actor")
            self?.record(value)
        }
    }

    /// Returns once `count` values have been delivered.
    func waitFor(_ count: Int) async {
        guard values.count < count else { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }

    private func record(_ value: Value) {
        values.append(value)
        let ready = waiters.filter { $0.count <= values.count }
        waiters.removeAll { $0.count <= values.count }
        for waiter in ready { waiter.continuation.resume() }
    }
}
