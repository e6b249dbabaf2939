import StrataPresentation

/// Records every navigation call and keeps the stack those calls build, as a front end would; the
/// `user…` methods do what a front end does when the user goes back on their own.
@MainActor
final class SpyNavigator: Navigator {
    enum Call: Equatable {
        case setRoot(String)
        case push(String)
        case present(String)
        case dismiss
    }

    private(set) var calls: [Call] = []
    private(set) var stack: [Screen] = []
    private(set) var presented: Screen?
    /// Set, a sheet covered by a push or another sheet is dropped and reported to this coordinator as
    /// left, at once, from inside the call, as the terminal's navigator does.
    weak var reportsCoveredSheets: AppFlowCoordinator?

    /// The screen the user sees: a presented one, else the top of the stack.
    var visible: Screen? { presented ?? stack.last }
    /// The stack's titles from the root up, without a presented screen.
    var stackTitles: [String] { stack.map(\.title) }

    func setRoot(_ screen: Screen) {
        calls.append(.setRoot(screen.title))
        stack = [screen]
        presented = nil
    }

    func push(_ screen: Screen) {
        calls.append(.push(screen.title))
        dropCoveredSheet()
        stack.append(screen)
    }

    func present(_ screen: Screen) {
        calls.append(.present(screen.title))
        dropCoveredSheet()
        presented = screen
    }

    private func dropCoveredSheet() {
        guard let app = reportsCoveredSheets, let sheet = presented else { return }
        presented = nil
        app.screenWasRemoved(sheet)
    }

    func dismiss() {
        calls.append(.dismiss)
        presented = nil
    }

    /// Back: pops the top screen, forgets it, and tells the coordinator.
    func userPops(reportingTo app: AppFlowCoordinator) {
        let screen = stack.removeLast()
        app.screenWasRemoved(screen)
    }

    /// Esc on a sheet: dismisses it, forgets it, and tells the coordinator.
    func userDismisses(reportingTo app: AppFlowCoordinator) {
        guard let screen = presented else { return }
        presented = nil
        app.screenWasRemoved(screen)
    }
}
