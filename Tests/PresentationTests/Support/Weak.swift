import StrataPresentation

/// A weak reference, to prove that something was released.
@MainActor
final class Weak<Object: AnyObject> {
    private(set) weak var object: Object?
    /// Whether there was an object to begin with: a reference to nothing proves no release.
    private let held: Bool

    init(_ object: Object?) {
        self.object = object
        held = object != nil
    }

    /// Whether the object existed and has been released.
    var isReleased: Bool { held && object == nil }
}

extension Weak where Object == AnyObject {
    /// A weak reference to whatever object a screen's view model or presenter is.
    convenience init(screenOf screen: Screen?) {
        self.init(screen?.viewModel)
    }
}
