import StrataDomain

/// The screens of the users flow a link can open.
public enum UsersRoute: Hashable, Sendable {
    /// The list of all users: `users`.
    case list
    /// One user's profile: `users/ID`.
    case profile(userID: User.ID)
    /// One user's posts: `users/ID/posts`.
    case posts(userID: User.ID)
    /// One user's todos, read-only: `users/ID/todos`.
    case todos(userID: User.ID)
    /// One user's albums: `users/ID/albums`.
    case albums(userID: User.ID)
    /// The photos of one album: `albums/ID/photos`.
    case photos(albumID: Album.ID)
}

extension UsersRoute {
    /// Every way to write a link into the users flow, in the order help lists them.
    static let forms: [RouteForm<UsersRoute>] = [
        RouteForm("users") { _ in .list },
        RouteForm("users/ID") { .profile(userID: $0[0]) },
        RouteForm("users/ID/posts") { .posts(userID: $0[0]) },
        RouteForm("users/ID/todos") { .todos(userID: $0[0]) },
        RouteForm("users/ID/albums") { .albums(userID: $0[0]) },
        RouteForm("albums/ID/photos") { .photos(albumID: $0[0]) },
    ]

    /// The link to this screen, in the form `forms` reads back to the same route.
    var path: String {
        switch self {
        case .list: "users"
        case .profile(let id): "users/\(id)"
        case .posts(let id): "users/\(id)/posts"
        case .todos(let id): "users/\(id)/todos"
        case .albums(let id): "users/\(id)/albums"
        case .photos(let id): "albums/\(id)/photos"
        }
    }
}
