import StrataPresentation

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

extension Weak where Object == AnyObject {
    /// A weak reference to whatever object a screen's view model or presenter is.
    convenience init(screenOf screen: Screen?) {
        self.init(screen?.viewModel)
    }
}
