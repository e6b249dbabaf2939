/// The port through which coordinators change what is on screen, implemented by each front end.
///
/// It names intentions, not widgets, so the same coordinators drive a terminal, a SwiftUI
/// `NavigationStack` or a test's recording double. When the user goes back or dismisses on their own
/// (Esc, a swipe), the front end updates its stack and reports it to `AppFlowCoordinator`.
@MainActor
public protocol Navigator: AnyObject {
    /// Replaces the whole stack, and any presented screen, with `screen`.
    func setRoot(_ screen: Screen)
    /// Puts `screen` on top of the stack.
    func push(_ screen: Screen)
    /// Shows `screen` above the stack, as a modal sheet would.
    func present(_ screen: Screen)
    /// Removes the presented screen, if any; the stack below stays.
    func dismiss()
}
