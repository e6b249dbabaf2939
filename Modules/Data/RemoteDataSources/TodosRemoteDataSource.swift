import StrataNetworking

/// Where repositories read and write todos over the network.
public protocol TodosRemoteDataSource: Sendable {
    func fetchTodos(userID: Int) async throws(NetworkError) -> [TodoDTO]
    /// Returns the todo with the id the server assigned.
    func createTodo(_ draft: TodoDraftDTO) async throws(NetworkError) -> TodoDTO
    func patchTodo(id: Int, _ patch: TodoPatchDTO) async throws(NetworkError) -> TodoDTO
    func deleteTodo(id: Int) async throws(NetworkError)
}

/// Reads and writes todos on a JSONPlaceholder-compatible server.
public struct HTTPTodosDataSource: TodosRemoteDataSource {
    private let client: HTTPClient

    public init(client: HTTPClient) {
        self.client = client
    }

    public func fetchTodos(userID: Int) async throws(NetworkError) -> [TodoDTO] {
        try await client.value(of: JSONPlaceholderAPI.todos(userID: userID))
    }

    public func createTodo(_ draft: TodoDraftDTO) async throws(NetworkError) -> TodoDTO {
        try await client.value(of: JSONPlaceholderAPI.createTodo(draft))
    }

    public func patchTodo(id: Int, _ patch: TodoPatchDTO) async throws(NetworkError) -> TodoDTO {
        try await client.value(of: JSONPlaceholderAPI.patchTodo(id: id, patch))
    }

    public func deleteTodo(id: Int) async throws(NetworkError) {
        _ = try await client.value(of: JSONPlaceholderAPI.deleteTodo(id: id))
    }
}
