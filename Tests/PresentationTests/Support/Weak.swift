/// A weak reference, to prove that something was released.
@MainActor
final class Weak<Object: AnyObject> {
    private(set) weak var object: Object?

    init(_ object: Object?) {
        self.object = object
    }

    /// Whether the object has been released.
    var isReleased: Bool { object == nil }
}
