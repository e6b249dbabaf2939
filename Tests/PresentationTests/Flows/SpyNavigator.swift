import StrataPresentation

/// Records every navigation call and keeps the stack those calls build.
@MainActor
final class SpyNavigator: Navigator {
    enum Call: Equatable {
        case setRoot(String)
        case push(String)
        case pop
        case present(String)
        case dismiss
    }

    private(set) var calls: [Call] = []
    private(set) var stack: [Screen] = []
    private(set) var presented: Screen?

    var visible: Screen? { presented ?? stack.last }
    var stackTitles: [String] { stack.map(\.title) }

    func setRoot(_ screen: Screen) {
        calls.append(.setRoot(screen.title))
        stack = [screen]
        presented = nil
    }

    func push(_ screen: Screen) {
        calls.append(.push(screen.title))
        stack.append(screen)
    }

    func pop() {
        calls.append(.pop)
        stack.removeLast()
    }

    func present(_ screen: Screen) {
        calls.append(.present(screen.title))
        presented = screen
    }

    func dismiss() {
        calls.append(.dismiss)
        presented = nil
    }

    /// What a front end does when the user presses Back: pop, then tell the coordinator.
    func userPops(reportingTo app: AppFlowCoordinator) {
        let screen = stack.removeLast()
        app.screenWasRemoved(screen)
    }
}
