import StrataJSON

/// The package's one lock type (the JSON kit's `LockedState`) under the name the test doubles use:
/// state a double shares between threads, read and written only inside `withLock`.
package typealias Locked<Value: Sendable> = LockedState<Value>
