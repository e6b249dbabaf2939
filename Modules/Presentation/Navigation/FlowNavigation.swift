/// How a flow shows screens: through the navigator, remembering each screen it showed, so that it
/// can tell which screens the user left were its own and when none is left. Every coordinator shows
/// its screens through one of these rather than calling the navigator itself.
///
/// A class, not a value: a navigator may report back while it shows a screen (the terminal reports a
/// sheet it covers as left), and that report reaches this flow's bookkeeping again. A value stored in
/// the flow would be under exclusive access for the whole call, and the report would trap.
@MainActor
public final class FlowNavigation {
    /// Held weakly: the front end owns the navigator, and coordinators must not keep it alive.
    private weak var navigator: (any Navigator)?
    private var shown: [ObjectIdentifier] = []
    private var presented: ObjectIdentifier?

    init(_ navigator: any Navigator) {
        self.navigator = navigator
    }

    /// `true` once every screen this flow showed is gone.
    var isEmpty: Bool { shown.isEmpty }

    /// Replaces everything on screen with `screen`, which becomes the only screen this flow shows.
    func setRoot(_ screen: Screen) {
        shown = [screen.id]
        presented = nil
        navigator?.setRoot(screen)
    }

    /// Puts `screen` on top of the stack.
    func push(_ screen: Screen) {
        shown.append(screen.id)
        navigator?.push(screen)
    }

    /// Shows `screen` above the stack, in place of a screen this flow presented before.
    func present(_ screen: Screen) {
        if let presented { shown.removeAll { $0 == presented } }
        presented = screen.id
        shown.append(screen.id)
        navigator?.present(screen)
    }

    /// Dismisses the screen this flow presented, and forgets it; the flow's other screens stay. Does
    /// nothing once it is gone, so another flow's sheet is never dismissed in its place.
    func dismiss() {
        guard let presented else { return }
        shown.removeAll { $0 == presented }
        self.presented = nil
        navigator?.dismiss()
    }

    /// Forgets a screen the user left; returns whether it was one of this flow's.
    func remove(_ id: ObjectIdentifier) -> Bool {
        guard let index = shown.firstIndex(of: id) else { return false }
        shown.remove(at: index)
        if presented == id { presented = nil }
        return true
    }
}
