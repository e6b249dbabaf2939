/// The passive view of the MVP user profile: it shows what the presenter tells it and nothing else.
///
/// Strata builds this one screen as MVP beside the MVVM screens, so the two styles can be compared: the
/// presenter pushes into the view, where a view model is observed by it.
@MainActor
public protocol UserProfileView: AnyObject {
    /// Show a loading indicator in place of the profile.
    func showLoading()
    /// Show the profile in place of whatever was shown.
    ///
    /// - Parameters:
    ///   - profile: what to show, every string ready.
    ///   - freshnessNote: "Offline — as of …" when the profile is not current.
    func show(_ profile: UserProfileContent, freshnessNote: String?)
    /// Show the failure in place of the profile; `error.isRetryable` says whether to offer a retry.
    func showError(_ error: ErrorViewModel)
}
