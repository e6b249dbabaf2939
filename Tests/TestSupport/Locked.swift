import Foundation

/// State a test double shares between threads, guarded by a pthread mutex.
///
/// Test doubles use this rather than `Synchronization.Mutex`: on Linux a contended `Mutex` is handed
/// over inside the kernel (`FUTEX_LOCK_PI`), where ThreadSanitizer cannot see it, so the sanitized run
/// of the suite reports every contended `Mutex` as a data race. `NSLock` is a pthread mutex, which
/// ThreadSanitizer understands, so the races it reports are real.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    // @unchecked is safe: `value` is read and written only inside `withLock`, between `lock()` and
    // `unlock()` of the one lock, so no two threads ever touch it at once; and `Value` is `Sendable`,
    // so what a closure copies out of it may be used on any thread.
    private let lock = NSLock()
    private var value: Value

    /// Guards `value` from now on.
    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the state; `body` must not take the same lock again.
    public func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
