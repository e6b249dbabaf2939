import StrataDomain

/// A users and comments source that fails every read with one error, to pair with a working posts
/// repository when a test needs one part of the post details to fail on its own.
struct FailingRepository: UsersRepository, CommentsRepository {
    let error: RepositoryError

    func fetchUsers(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[User]> { throw error }
    func fetchUser(id: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<User> { throw error }
    func fetchComments(postID: Post.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Comment]> {
        throw error
    }
}
