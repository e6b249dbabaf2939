/// The passive view of the MVP user profile: it shows what the presenter tells it and nothing else.
///
/// Strata builds this one screen as MVP beside the MVVM screens, so the two styles can be compared: the
/// presenter pushes into the view, where a view model is observed by it.
@MainActor
public protocol UserProfileView: AnyObject {
    func showLoading()
    func show(_ profile: UserProfileContent)
    func showError(_ error: ErrorViewModel)
}
