/// The port through which use cases read and change a user's todos.
///
/// Every write returns the todo as it now stands, so callers never guess. The port says nothing about
/// where the truth lives: a local-first implementation answers from its store at once and syncs later,
/// a remote one would wait for the server; use cases and view models work with either.
public protocol TodosRepository: Sendable {
    func fetchTodos(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Todo]>
    /// One todo as it stands here; `RepositoryError.notFound` for an unknown or deleted id.
    func fetchTodo(id: Todo.ID) async throws(RepositoryError) -> Todo
    func createTodo(ownerID: User.ID, title: String) async throws(RepositoryError) -> Todo
    func renameTodo(_ todo: Todo, to title: String) async throws(RepositoryError) -> Todo
    func setTodo(_ todo: Todo, completed: Bool) async throws(RepositoryError) -> Todo
    func deleteTodo(_ todo: Todo) async throws(RepositoryError)
}
