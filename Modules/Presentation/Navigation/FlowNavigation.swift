/// How a flow shows screens: through the navigator, remembering each screen it showed, so that it
/// can tell which screens the user left were its own and when none is left. Every coordinator shows
/// its screens through one of these rather than calling the navigator itself.
@MainActor
public struct FlowNavigation {
    /// Held weakly: the front end owns the navigator, and coordinators must not keep it alive.
    private weak var navigator: (any Navigator)?
    private var shown: [ObjectIdentifier] = []

    init(_ navigator: any Navigator) {
        self.navigator = navigator
    }

    /// `true` once every screen this flow showed is gone.
    var isEmpty: Bool { shown.isEmpty }

    /// Replaces everything on screen with `screen`, which becomes the only screen this flow shows.
    mutating func setRoot(_ screen: Screen) {
        shown = [screen.id]
        navigator?.setRoot(screen)
    }

    /// Puts `screen` on top of the stack.
    mutating func push(_ screen: Screen) {
        shown.append(screen.id)
        navigator?.push(screen)
    }

    /// Shows `screen` above the stack.
    mutating func present(_ screen: Screen) {
        shown.append(screen.id)
        navigator?.present(screen)
    }

    /// Dismisses the presented screen and forgets every screen this flow showed.
    mutating func dismiss() {
        shown.removeAll()
        navigator?.dismiss()
    }

    /// Forgets a screen the user left; returns whether it was one of this flow's.
    mutating func remove(_ id: ObjectIdentifier) -> Bool {
        guard let index = shown.firstIndex(of: id) else { return false }
        shown.remove(at: index)
        return true
    }
}
