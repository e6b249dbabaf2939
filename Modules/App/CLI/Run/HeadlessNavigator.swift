import StrataPresentation

/// A navigator with no display: it keeps the stack the coordinators build, so `strata open` can render
/// the screen a route ends on, through the same coordinators the interactive app uses.
@MainActor
final class HeadlessNavigator: Navigator {
    private(set) var stack: [Screen] = []
    private(set) var presented: Screen?

    /// The screen a user would see.
    var visible: Screen? { presented ?? stack.last }

    func setRoot(_ screen: Screen) {
        stack = [screen]
        presented = nil
    }

    func push(_ screen: Screen) {
        stack.append(screen)
    }

    func present(_ screen: Screen) {
        presented = screen
    }

    func dismiss() {
        presented = nil
    }
}
