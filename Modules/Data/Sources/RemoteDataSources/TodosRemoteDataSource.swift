import StrataNetworking

/// Where repositories and the synchronizer read and write todos over the network. Every write carries
/// the idempotency key of its outbox operation, the same on every attempt.
protocol TodosRemoteDataSource: Sendable {
    /// Every todo of one user, as the server has them.
    func fetchTodos(userID: Int) async throws(RequestFailure) -> [TodoDTO]
    /// The todo with this server id as the server has it now; `saysGone` tells a 404 for the todo from
    /// one for a wrong path.
    func fetchTodo(id: Int) async throws(RequestFailure) -> TodoDTO
    /// Returns the todo with the id the server assigned.
    func createTodo(_ draft: TodoDraftDTO, idempotencyKey: String) async throws(RequestFailure) -> TodoDTO
    /// Sets the fields the patch carries; `id` is the server's id, never a local one.
    func patchTodo(id: Int, _ patch: TodoPatchDTO, idempotencyKey: String) async throws(RequestFailure) -> TodoDTO
    /// Deletes the todo with this server id.
    func deleteTodo(id: Int, idempotencyKey: String) async throws(RequestFailure)
    /// Reads one todo of the collection, to tell "this todo is gone" from "the path is wrong" after a 404.
    func probeCollection() async throws(RequestFailure)
}

/// Reads and writes todos on a JSONPlaceholder-compatible server, and checks each answer against the
/// request, so a server that answers for another todo is an error rather than a value.
struct HTTPTodosDataSource: TodosRemoteDataSource {
    /// Every call goes through it, so its retries, deadline and response cache apply.
    let client: HTTPClient

    func fetchTodos(userID: Int) async throws(RequestFailure) -> [TodoDTO] {
        let endpoint = JSONPlaceholderAPI.todos(userID: userID)
        let todos = try await client.value(calling: endpoint)
        let check = AnswerCheck(request: client.requestName(endpoint))
        try check.positiveIDs(todos.map(\.id), of: "todo")
        try check.belong(todos.map(\.userId), to: userID, item: "todo", parentKind: "user")
        return todos
    }

    /// The default retry policy never repeats a POST by itself; the outbox does, with the same key.
    func createTodo(_ draft: TodoDraftDTO, idempotencyKey: String) async throws(RequestFailure) -> TodoDTO {
        let endpoint = JSONPlaceholderAPI.createTodo(draft, idempotencyKey: idempotencyKey)
        let created = try await client.value(calling: endpoint)
        try AnswerCheck(request: client.requestName(endpoint)).positiveIDs([created.id], of: "todo")
        return created
    }

    func patchTodo(id: Int, _ patch: TodoPatchDTO, idempotencyKey: String) async throws(RequestFailure) -> TodoDTO {
        let endpoint = JSONPlaceholderAPI.patchTodo(id: id, patch, idempotencyKey: idempotencyKey)
        let patched = try await client.value(calling: endpoint)
        try AnswerCheck(request: client.requestName(endpoint)).same(patched.id, asked: id, kind: "todo")
        return patched
    }

    /// Ignores the body, `{}` on JSONPlaceholder and empty elsewhere.
    func deleteTodo(id: Int, idempotencyKey: String) async throws(RequestFailure) {
        _ = try await client.value(calling: JSONPlaceholderAPI.deleteTodo(id: id, idempotencyKey: idempotencyKey))
    }

    func probeCollection() async throws(RequestFailure) {
        _ = try await client.value(calling: JSONPlaceholderAPI.todosProbe())
    }

    func fetchTodo(id: Int) async throws(RequestFailure) -> TodoDTO {
        let endpoint = JSONPlaceholderAPI.todo(id: id)
        let todo = try await client.value(calling: endpoint)
        try AnswerCheck(request: client.requestName(endpoint)).same(todo.id, asked: id, kind: "todo")
        return todo
    }
}
