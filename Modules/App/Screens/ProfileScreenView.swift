import StrataPresentation

/// The terminal's passive `UserProfileView`: it keeps what the presenter last told it, for the next
/// frame to draw.
@MainActor
final class ProfileScreenView: UserProfileView {
    private(set) var display: UserProfilePresenter.Display = .loading

    func showLoading() {
        display = .loading
    }

    func show(_ profile: UserProfileContent) {
        display = .profile(profile)
    }

    func showError(_ error: ErrorViewModel) {
        display = .error(error)
    }
}
