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
