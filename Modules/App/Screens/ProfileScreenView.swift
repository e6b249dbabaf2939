import StrataPresentation

/// The terminal's passive `UserProfileView`: it keeps what the presenter last told it, for the next
/// frame to draw.
@MainActor
final class ProfileScreenView: UserProfileView {
    private(set) var display: UserProfilePresenter.Display = .loading

    func showLoading() {
        display = .loading
    }

    func show(_ profile: UserProfileContent, freshnessNote: String?) {
        display = .profile(profile, freshnessNote: freshnessNote)
    }

    func showError(_ error: ErrorViewModel) {
        display = .error(error)
    }
}
