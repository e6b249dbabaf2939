/// The port through which use cases read and change a user's todos.
///
/// Every write returns the todo as it now stands, so callers never guess. The port says nothing about
/// where the truth lives: the local-first adapter answers from its store at once and syncs later, the
/// server-only one (`--todos-on-server`) waits for the server and fails when it cannot be reached; the
/// composition root picks one, and use cases and view models work with either.
public protocol TodosRepository: Sendable {
    /// The owner's todos in creation order, local edits not yet sent included; deleted ones are left out.
    func fetchTodos(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Todo]>
    /// One todo as it stands here; `RepositoryError.notFound` for an unknown or deleted id.
    func fetchTodo(id: Todo.ID) async throws(RepositoryError) -> Todo
    /// Adds an open todo with an already validated title and returns it with the id users will type.
    func createTodo(ownerID: User.ID, title: String) async throws(RepositoryError) -> Todo
    /// Sets a new, already validated title; `RepositoryError.notFound` when the todo was deleted.
    func renameTodo(_ todo: Todo, to title: String) async throws(RepositoryError) -> Todo
    /// Marks the todo done or open; asking for the state it already has changes nothing.
    func setTodo(_ todo: Todo, completed: Bool) async throws(RepositoryError) -> Todo
    /// Removes the todo from the list; `RepositoryError.notFound` when it was already gone.
    func deleteTodo(_ todo: Todo) async throws(RepositoryError)
}
