import StrataDomain

/// Records each read of all users and answers it as its script says.
final class MockFetchUsersUseCase: FetchUsersUseCase {
    let script: CallScript<ReadPolicy, Fetched<[User]>>

    init(_ respond: @escaping @Sendable (ReadPolicy) -> CallScript<ReadPolicy, Fetched<[User]>>.Answer) {
        script = CallScript(respond)
    }

    func execute(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[User]> {
        try await script.call(policy).get()
    }
}

/// Records each read of one user and answers it as its script says.
final class MockFetchUserUseCase: FetchUserUseCase {
    struct Call: Hashable, Sendable {
        let userID: User.ID
        let policy: ReadPolicy
    }

    let script: CallScript<Call, Fetched<User>>

    init(_ respond: @escaping @Sendable (Call) -> CallScript<Call, Fetched<User>>.Answer) {
        script = CallScript(respond)
    }

    func execute(userID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User> {
        try await script.call(Call(userID: userID, policy: policy)).get()
    }
}

/// Records each read of a user's posts and answers it as its script says.
final class MockFetchUserPostsUseCase: FetchUserPostsUseCase {
    struct Call: Hashable, Sendable {
        let authorID: User.ID
        let policy: ReadPolicy
    }

    let script: CallScript<Call, Fetched<[Post]>>

    init(_ respond: @escaping @Sendable (Call) -> CallScript<Call, Fetched<[Post]>>.Answer) {
        script = CallScript(respond)
    }

    func execute(authorID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Post]> {
        try await script.call(Call(authorID: authorID, policy: policy)).get()
    }
}
