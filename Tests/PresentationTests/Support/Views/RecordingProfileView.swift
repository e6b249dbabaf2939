import StrataPresentation

/// The passive profile view of a test: records, in order, everything the presenter tells it.
@MainActor
final class RecordingProfileView: UserProfileView {
    /// One line per call, such as "loading", "profile Leanne Graham (@Bret)" or "error User 4 does not exist".
    private(set) var shown: [String] = []

    func showLoading() {
        shown.append("loading")
    }

    func show(_ profile: UserProfileContent, freshnessNote: String?) {
        shown.append("profile \(profile.heading)" + (freshnessNote.map { ", \($0)" } ?? ""))
    }

    func showError(_ error: ErrorViewModel) {
        shown.append("error \(error.message)")
    }
}
