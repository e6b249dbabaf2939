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

    /// Connects an MVP screen's passive view to its presenter while the screen is on the stack.
    func attach() {
        if case .userProfile(let presenter) = screen, let view = view as? ProfileScreenView {
            presenter.attach(view)
        }
    }

    /// Disconnects the passive view; the presenter cancels what it was loading for it.
    func detach() {
        if case .userProfile(let presenter) = screen {
            presenter.detach()
        }
    }
}
