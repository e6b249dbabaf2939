import StrataNetworking

/// Where repositories fetch users over the network.
public protocol UsersRemoteDataSource: Sendable {
    func fetchUsers() async throws(NetworkError) -> [UserDTO]
    func fetchUser(id: Int) async throws(NetworkError) -> UserDTO
}

/// Fetches users from a JSONPlaceholder-compatible server.
public struct HTTPUsersDataSource: UsersRemoteDataSource {
    private let client: HTTPClient

    public init(client: HTTPClient) {
        self.client = client
    }

    public func fetchUsers() async throws(NetworkError) -> [UserDTO] {
        try await client.value(of: JSONPlaceholderAPI.users())
    }

    public func fetchUser(id: Int) async throws(NetworkError) -> UserDTO {
        try await client.value(of: JSONPlaceholderAPI.user(id: id))
    }
}
