/// The passive view of the MVP user profile: it shows what the presenter tells it and nothing else.
///
/// Strata builds this one screen as MVP beside the MVVM screens, so the two styles can be compared: the
/// presenter pushes into the view, where a view model is observed by it.
@MainActor
public protocol UserProfileView: AnyObject {
    func showLoading()
    /// - Parameter freshnessNote: "Offline — as of …" when the profile is not current.
    func show(_ profile: UserProfileContent, freshnessNote: String?)
    func showError(_ error: ErrorViewModel)
}
