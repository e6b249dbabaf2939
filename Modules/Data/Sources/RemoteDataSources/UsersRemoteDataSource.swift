import StrataNetworking

/// Where repositories fetch users over the network.
protocol UsersRemoteDataSource: Sendable {
    /// Every user the server has.
    func fetchUsers() async throws(RequestFailure) -> [UserDTO]
    /// One user; `NetworkError.httpStatus` 404 for an unknown id.
    func fetchUser(id: Int) async throws(RequestFailure) -> UserDTO
}

/// Fetches users from a JSONPlaceholder-compatible server.
struct HTTPUsersDataSource: UsersRemoteDataSource {
    private let client: HTTPClient

    /// Sends every call through `client`, so its retries, deadline and response cache apply.
    init(client: HTTPClient) {
        self.client = client
    }

    /// Sends `JSONPlaceholderAPI.users()`.
    func fetchUsers() async throws(RequestFailure) -> [UserDTO] {
        try await client.value(calling: JSONPlaceholderAPI.users())
    }

    /// Sends `JSONPlaceholderAPI.user(id:)`.
    func fetchUser(id: Int) async throws(RequestFailure) -> UserDTO {
        try await client.value(calling: JSONPlaceholderAPI.user(id: id))
    }
}
