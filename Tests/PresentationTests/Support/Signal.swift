/// Something a test waits to happen, such as work starting: `wait()` returns once `fire()` has been
/// called, or at once when the waiting task is cancelled (as a test's time limit does), so an event
/// that never comes fails the test instead of hanging the run. Work that must ignore cancellation,
/// like a slow server, waits on a `Gate` instead.
@MainActor
final class Signal {
    private var hasFired = false
    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiter = 0

    /// Whether `fire()` has been called.
    var didFire: Bool { hasFired }

    func fire() {
        hasFired = true
        let ready = waiters.values
        waiters.removeAll()
        for waiter in ready { waiter.resume() }
    }

    func wait() async {
        guard !hasFired else { return }
        nextWaiter += 1
        let id = nextWaiter
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if hasFired || Task.isCancelled {
                    continuation.resume()
                } else {
                    waiters[id] = continuation
                }
            }
        } onCancel: {
            Task { @MainActor in self.cancelWaiter(id) }
        }
    }

    private func cancelWaiter(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume()
    }
}
