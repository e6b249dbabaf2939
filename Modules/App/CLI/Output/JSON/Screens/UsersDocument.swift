import StrataPresentation

/// Every user: the users list, and the "sign in as" list, which shows the same rows.
struct UsersDocument: ScreenDocumentBody {
    let screen: String
    let users: [UserDocument]

    private enum CodingKeys: String, CodingKey {
        case users
    }

    func selecting(_ names: [String]) -> (any Encodable)? { SelectedFields.list(users, names: names) }

    static func make(_ state: LoadState<ListContent<UserItemViewModel>>, screen: String, route: String)
        -> ScreenDocument?
    {
        guard let list = state.content else { return nil }
        let body = UsersDocument(screen: screen, users: list.items.map { UserDocument($0.user) })
        return ScreenDocument(body: body, route: route, freshness: FreshnessDocument(list.freshness))
    }
}
