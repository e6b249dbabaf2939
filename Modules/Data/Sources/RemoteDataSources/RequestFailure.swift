import StrataNetworking

/// A failed request to the server together with its name, `METHOD /path` (no query, never a secret),
/// so a message can say which request failed: "GET /posts/3/comments answered 404 Not Found".
struct RequestFailure: Error, Hashable, Sendable {
    /// Why the request failed.
    enum Cause: Hashable, Sendable {
        /// The HTTP layer failed: no answer, a failure status, a body that does not decode.
        case network(NetworkError)
        /// The server answered, but its answer contradicts the request, such as another post than the
        /// one asked for; the text says how ("the server answered post -5 for post 1").
        case contradictingAnswer(String)
    }

    /// Such as `POST /todos`, with the base URL's path included.
    let request: String
    /// Why it failed.
    let cause: Cause
}
