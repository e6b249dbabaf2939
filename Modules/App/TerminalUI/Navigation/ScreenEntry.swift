import Observation
import StrataPresentation

/// A screen on the terminal's stack with the terminal's state for it: its view, the selected row,
/// the first line shown, and whether its load started. It goes away with the screen, so a new view
/// model at a reused address never inherits a dead one's state.
@MainActor
@Observable
final class ScreenEntry {
    @ObservationIgnored let screen: Screen
    @ObservationIgnored let view: any ScreenView
    /// The selected row, from 0.
    var selection = 0
    /// The first body line shown.
    var scrollTop = 0
    @ObservationIgnored var didStartLoading = false

    init(screen: Screen) {
        self.screen = screen
        view = ScreenViews.view(for: screen)
    }

    /// Connects the screen's view to what drives it while the screen is on the stack: an MVP view to
    /// its presenter; a view bound through observation needs nothing.
    func attach() {
        view.attach()
    }

    /// Disconnects the view; a presenter cancels what it was loading for it.
    func detach() {
        view.detach()
    }
}
