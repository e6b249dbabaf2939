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
        ScreenDocument.list(state, route: route) { items in
            UsersDocument(screen: screen, users: items.map { UserDocument($0.user) })
        }
    }
}
