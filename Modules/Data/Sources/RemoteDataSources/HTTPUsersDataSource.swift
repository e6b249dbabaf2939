import StrataNetworking

/// Where repositories fetch users over the network: from a JSONPlaceholder-compatible server, each
/// answer checked against its request. A concrete type, as it has one implementation and the tests
/// drive it through a real local server.
struct HTTPUsersDataSource: Sendable {
    /// Every call goes through it, so its retries, deadline and response cache apply.
    let client: HTTPClient

    /// Every user the server has.
    func fetchUsers() async throws(RequestFailure) -> [UserDTO] {
        let endpoint = JSONPlaceholderAPI.users()
        let users = try await client.value(calling: endpoint)
        try AnswerCheck(request: client.requestName(endpoint)).listedIDs(users.map(\.id), of: "user")
        return users
    }

    /// One user; a `RequestFailure` whose cause is an HTTP 404 for an unknown id.
    func fetchUser(id: Int) async throws(RequestFailure) -> UserDTO {
        let endpoint = JSONPlaceholderAPI.user(id: id)
        let user = try await client.value(calling: endpoint)
        try AnswerCheck(request: client.requestName(endpoint)).same(user.id, asked: id, kind: "user")
        return user
    }
}
