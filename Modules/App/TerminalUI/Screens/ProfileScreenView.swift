import Observation
import StrataPresentation

/// The terminal's passive `UserProfileView`: it keeps what the presenter last told it, observably,
/// so the frame that drew it is redrawn when the presenter pushes something new.
@MainActor
@Observable
final class ProfileScreenView: UserProfileView, ScreenView {
    /// What the presenter last pushed.
    enum Display: Equatable {
        case loading
        case profile(UserProfileContent, note: String?)
        case error(ErrorViewModel)
    }

    private(set) var display: Display = .loading
    @ObservationIgnored let presenter: any UserProfilePresenter

    init(presenter: any UserProfilePresenter) {
        self.presenter = presenter
    }

    /// Attaches itself to its presenter, which replays the last display into it.
    func attach() {
        presenter.attach(self)
    }

    /// Detaches from the presenter, which cancels the load in flight.
    func detach() {
        presenter.detach()
    }

    func showLoading() {
        display = .loading
    }

    func show(_ profile: UserProfileContent, freshnessNote: String?) {
        display = .profile(profile, note: freshnessNote)
    }

    func showError(_ error: ErrorViewModel) {
        display = .error(error)
    }

    func content() -> ScreenContent {
        switch display {
        case .loading:
            return ScreenContent(status: .loading)
        case .error(let error):
            return ScreenContent(status: .failed(error))
        case .profile(let profile, let note):
            let labelWidth = (profile.fields.map(\.label.count).max() ?? 0) + 2
            let fields = profile.fields.map { field in
                field.label + String(repeating: " ", count: labelWidth - field.label.count) + field.value
            }
            var content = ScreenContent(
                lines: [profile.heading, ""] + fields + [""],
                rows: [
                    ScreenContent.Row(text: "Open posts", isAction: true),
                    ScreenContent.Row(text: "Open todos", isAction: true),
                    ScreenContent.Row(text: "Open albums", isAction: true),
                ]
            )
            content.note = note
            return content
        }
    }

    func command(for key: Key, selected: Int?) -> ScreenCommand? {
        switch key {
        case .enter where selected == 0: .run { self.presenter.showPosts() }
        case .enter where selected == 1: .run { self.presenter.showTodos() }
        case .enter where selected == 2: .run { self.presenter.showAlbums() }
        default: nil
        }
    }

    let keys: [KeyHelp] = [KeyHelp(keys: "Enter", action: "open posts, todos or albums"), .refresh]
}
