import StrataJSON

/// The JSON kit's lock under this layer's name, so Networking and the Data code that imports only
/// Networking share the one implementation without importing the kit themselves.
package typealias LockedState<Value: Sendable> = StrataJSON.LockedState<Value>
