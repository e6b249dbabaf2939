import StrataPresentation

/// One user's profile.
struct UserProfileDocument: ScreenDocumentBody {
    let screen = "user"
    let user: UserDocument

    private enum CodingKeys: String, CodingKey {
        case user
    }

    func selecting(_ names: [String]) -> (any Encodable)? { SelectedFields(user, names: names) }

    @MainActor
    static func make(_ presenter: any UserProfilePresenter, route: String) -> ScreenDocument? {
        guard case .profile(let profile, let freshness) = presenter.display else { return nil }
        let body = UserProfileDocument(user: UserDocument(profile.user))
        return ScreenDocument(body: body, route: route, freshness: FreshnessDocument(freshness))
    }
}
