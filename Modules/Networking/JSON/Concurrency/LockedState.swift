import Foundation

/// State shared between threads (a decoder configured on one thread and used on others), guarded by a
/// pthread mutex.
///
/// Why not `Synchronization.Mutex`: on Linux it hands a contended lock over inside the kernel
/// (`FUTEX_LOCK_PI`), where ThreadSanitizer cannot see it, so every contended `Mutex` is reported as a
/// data race and `swift test --sanitize=thread` cannot pass. `NSLock` is a pthread mutex, which
/// ThreadSanitizer understands, so real races stay visible.
final class LockedState<Value: Sendable>: @unchecked Sendable {
    // @unchecked is safe: the value is read and written only inside `withLock`, between `lock()` and
    // `unlock()` of the one lock, so no two threads ever touch it at once; and `Value` is `Sendable`,
    // so what a closure copies out of it may be used on any thread. It lives behind a pointer this
    // object allocates and frees, rather than in a stored `var`, so an access is not also checked for
    // exclusivity at run time (the lock already makes it exclusive); `withLock` is not reentrant.
    private let lock = NSLock()
    private let value: UnsafeMutablePointer<Value>

    init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with exclusive access to the state. `body` must not block or call back into code
    /// that could take the same lock.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value.pointee)
    }
}
