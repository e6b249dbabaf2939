import Foundation

/// State shared between threads (a transport's own threads, URLSession's, the cancelling one), guarded
/// by a pthread mutex.
///
/// Why not `Synchronization.Mutex`: on Linux it hands a contended lock over inside the kernel
/// (`FUTEX_LOCK_PI`), where ThreadSanitizer cannot see it, so every contended `Mutex` is reported as a
/// data race and `swift test --sanitize=thread` cannot pass. `NSLock` is a pthread mutex, which
/// ThreadSanitizer understands, so real races stay visible.
package final class LockedState<Value: Sendable>: @unchecked Sendable {
    // @unchecked is safe: `value` is read and written only inside `withLock`, between `lock()` and
    // `unlock()` of the one lock, so no two threads ever touch it at once; and `Value` is `Sendable`,
    // so what a closure copies out of it may be used on any thread.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the state. `body` must not block or call back into code
    /// that could take the same lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
