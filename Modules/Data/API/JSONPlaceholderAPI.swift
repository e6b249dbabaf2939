import Foundation
import StrataNetworking

/// The endpoints of a JSONPlaceholder-compatible server, as values the `HTTPClient` can send.
public enum JSONPlaceholderAPI {
    /// The public server the app talks to unless told otherwise.
    public static let defaultBaseURL = URL(string: "https://jsonplaceholder.typicode.com")!

    public static func posts(page: Int, limit: Int) -> Endpoint<[PostDTO]> {
        Endpoint(path: "posts", query: pageQuery(page: page, limit: limit))
    }

    public static func post(id: Int) -> Endpoint<PostDTO> {
        Endpoint(path: "posts/\(id)")
    }

    public static func comments(postID: Int) -> Endpoint<[CommentDTO]> {
        Endpoint(path: "posts/\(postID)/comments")
    }

    public static func users() -> Endpoint<[UserDTO]> {
        Endpoint(path: "users")
    }

    public static func user(id: Int) -> Endpoint<UserDTO> {
        Endpoint(path: "users/\(id)")
    }

    private static func pageQuery(page: Int, limit: Int) -> [URLQueryItem] {
        [URLQueryItem(name: "_page", value: String(page)), URLQueryItem(name: "_limit", value: String(limit))]
    }
}
