/// A one-way door for work on the main actor: `wait()` suspends until `open()`, and returns at once
/// after it. Work that waits on a gate ignores cancellation, like a slow server.
@MainActor
final class Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Suspends until the gate is opened.
    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Lets every waiter through, now and later.
    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters.removeAll()
    }
}
