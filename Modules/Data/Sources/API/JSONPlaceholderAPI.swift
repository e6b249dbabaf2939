import Foundation
import StrataNetworking

/// The endpoints of a JSONPlaceholder-compatible server, as values the `HTTPClient` can send: a plain
/// read is `Endpoint(path:)`, and anything with more parts (writes, paging) goes through `EndpointBuilder`.
public enum JSONPlaceholderAPI {
    /// The server the app talks to unless told otherwise.
    public static let defaultBaseURL = URL(string: "https://jsonplaceholder.typicode.com")!

    /// One page of all posts by id, via json-server's `_page` (from 1) and `_limit`; the response's
    /// headers carry the pagination.
    static func posts(page: Int, limit: Int) -> Endpoint<[PostDTO]> {
        EndpointBuilder(.get, "posts").query("_page", page).query("_limit", limit).build()
    }

    /// One post; the server answers 404 for an unknown id.
    static func post(id: Int) -> Endpoint<PostDTO> {
        Endpoint(path: "posts/\(id)")
    }

    /// Every post of one user, by id.
    static func posts(userID: Int) -> Endpoint<[PostDTO]> {
        Endpoint(path: "users/\(userID)/posts")
    }

    /// Full-text search, as json-server's `q` parameter does it.
    static func searchPosts(query: String) -> Endpoint<[PostDTO]> {
        Endpoint(path: "posts", query: [URLQueryItem(name: "q", value: query)])
    }

    /// Every comment on one post, by id.
    static func comments(postID: Int) -> Endpoint<[CommentDTO]> {
        Endpoint(path: "posts/\(postID)/comments")
    }

    /// Every user, by id.
    static func users() -> Endpoint<[UserDTO]> {
        Endpoint(path: "users")
    }

    /// One user; the server answers 404 for an unknown id.
    static func user(id: Int) -> Endpoint<UserDTO> {
        Endpoint(path: "users/\(id)")
    }

    /// Every album of one user, by id.
    static func albums(userID: Int) -> Endpoint<[AlbumDTO]> {
        Endpoint(path: "users/\(userID)/albums")
    }

    /// One album; the server answers 404 for an unknown id. Asked only when an album's photos come back
    /// empty, to tell an album without photos from no album at all.
    static func album(id: Int) -> Endpoint<AlbumDTO> {
        Endpoint(path: "albums/\(id)")
    }

    /// Every photo of one album, by id; json-server answers `[]`, not 404, for an unknown album.
    static func photos(albumID: Int) -> Endpoint<[PhotoDTO]> {
        Endpoint(path: "albums/\(albumID)/photos")
    }

    /// Every todo of one user, by id.
    static func todos(userID: Int) -> Endpoint<[TodoDTO]> {
        Endpoint(path: "users/\(userID)/todos")
    }

    /// One todo by its server id; the server answers 404 for one it does not have.
    static func todo(id: Int) -> Endpoint<TodoDTO> {
        Endpoint(path: "todos/\(id)")
    }

    /// Creates a todo. The server answers with it and the id it assigned (the public JSONPlaceholder
    /// always says 201), or with only a `Location` naming it, so the body may be absent.
    static func createTodo(_ draft: TodoDraftDTO, idempotencyKey: String) -> Endpoint<OptionalBody<TodoDTO>> {
        EndpointBuilder(.post, "todos").idempotencyKey(idempotencyKey).jsonBody(encode(draft)).build()
    }

    /// Sets the given fields of a todo. Each change carries the value it sets, never a "flip", so a
    /// repeat does no harm. Any 2xx acknowledges it, with the todo, `{}` or no body at all; reading the
    /// todo back tells whether the server kept it.
    static func patchTodo(id: Int, _ patch: TodoPatchDTO, idempotencyKey: String) -> Endpoint<EmptyResponse> {
        EndpointBuilder(.patch, "todos/\(id)").idempotencyKey(idempotencyKey).jsonBody(encode(patch)).build()
    }

    /// Deletes a todo; JSONPlaceholder answers `{}`, other servers `204 No Content`.
    static func deleteTodo(id: Int, idempotencyKey: String) -> Endpoint<EmptyResponse> {
        EndpointBuilder(.delete, "todos/\(id)").idempotencyKey(idempotencyKey).build()
    }

    /// One todo of the whole collection: cheap proof that the server and the path are right.
    static func todosProbe() -> Endpoint<[TodoDTO]> {
        EndpointBuilder(.get, "todos").query("_limit", 1).build()
    }

    /// Encoding these flat structs of strings, numbers and booleans cannot fail.
    private static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
