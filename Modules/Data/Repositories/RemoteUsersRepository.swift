import StrataDomain
import StrataNetworking

/// Reads users straight from the remote source, with no local copy.
public struct RemoteUsersRepository: UsersRepository {
    private let remote: any UsersRemoteDataSource

    public init(remote: any UsersRemoteDataSource) {
        self.remote = remote
    }

    public func fetchUsers() async throws(RepositoryError) -> [User] {
        try await mappingNetworkErrors { () async throws(NetworkError) in
            try await remote.fetchUsers()
        }.map { $0.toDomain() }
    }

    public func fetchUser(id: User.ID) async throws(RepositoryError) -> User {
        try await mappingNetworkErrors { () async throws(NetworkError) in
            try await remote.fetchUser(id: id)
        }.toDomain()
    }
}
