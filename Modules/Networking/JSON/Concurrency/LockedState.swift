import Foundation

/// State shared between threads, guarded by a pthread mutex: the one lock type of the package. The JSON
/// kit owns it because it is the lowest module that needs one and imports nothing of Strata; Networking
/// re-exports it to the layers above, and the test doubles use it through `StrataTestSupport`.
///
/// Why not `Synchronization.Mutex`: on Linux it hands a contended lock over inside the kernel
/// (`FUTEX_LOCK_PI`), where ThreadSanitizer cannot see it, so every contended `Mutex` is reported as a
/// data race and `swift test --sanitize=thread` cannot pass. `NSLock` is a pthread mutex, which
/// ThreadSanitizer understands, so real races stay visible.
package final class LockedState<Value: Sendable>: @unchecked Sendable {
    // @unchecked is safe: the value is read and written only inside `withLock`, between `lock()` and
    // `unlock()` of the one lock, so no two threads ever touch it at once; and `Value` is `Sendable`,
    // so what a closure copies out of it may be used on any thread. It lives behind a pointer this
    // object allocates and frees, rather than in a stored `var`, so an access is not also checked for
    // exclusivity at run time (the lock already makes it exclusive); `withLock` is not reentrant.
    private let lock = NSLock()
    private let value: UnsafeMutablePointer<Value>

    /// Guards `value` from now on.
    package init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the state. `body` must not block or call back into code
    /// that could take the same lock.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value.pointee)
    }
}
