import StrataPresentation

/// Keeps the stack the coordinators build, as a front end with no display would.
@MainActor
final class RecordingNavigator: Navigator {
    private(set) var stack: [Screen] = []
    private(set) var presented: Screen?

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
