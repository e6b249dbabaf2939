import StrataNetworking

/// Where repositories read and write todos over the network.
protocol TodosRemoteDataSource: Sendable {
    /// Every todo of one user, as the server has them.
    func fetchTodos(userID: Int) async throws(NetworkError) -> [TodoDTO]
    /// Returns the todo with the id the server assigned.
    func createTodo(_ draft: TodoDraftDTO) async throws(NetworkError) -> TodoDTO
    /// Sets the fields the patch carries; `id` is the server's id, never a local one.
    func patchTodo(id: Int, _ patch: TodoPatchDTO) async throws(NetworkError) -> TodoDTO
    /// Deletes the todo with this server id; a 404 means it was already gone.
    func deleteTodo(id: Int) async throws(NetworkError)
}

/// Reads and writes todos on a JSONPlaceholder-compatible server.
struct HTTPTodosDataSource: TodosRemoteDataSource {
    private let client: HTTPClient

    /// Sends every call through `client`, so its retries, deadline and response cache apply.
    init(client: HTTPClient) {
        self.client = client
    }

    /// Sends `JSONPlaceholderAPI.todos(userID:)`.
    func fetchTodos(userID: Int) async throws(NetworkError) -> [TodoDTO] {
        try await client.value(of: JSONPlaceholderAPI.todos(userID: userID))
    }

    /// Sends `JSONPlaceholderAPI.createTodo(_:)`; the default retry policy never repeats a POST.
    func createTodo(_ draft: TodoDraftDTO) async throws(NetworkError) -> TodoDTO {
        try await client.value(of: JSONPlaceholderAPI.createTodo(draft))
    }

    /// Sends `JSONPlaceholderAPI.patchTodo(id:_:)`.
    func patchTodo(id: Int, _ patch: TodoPatchDTO) async throws(NetworkError) -> TodoDTO {
        try await client.value(of: JSONPlaceholderAPI.patchTodo(id: id, patch))
    }

    /// Sends `JSONPlaceholderAPI.deleteTodo(id:)` and ignores the empty body.
    func deleteTodo(id: Int) async throws(NetworkError) {
        _ = try await client.value(of: JSONPlaceholderAPI.deleteTodo(id: id))
    }
}
