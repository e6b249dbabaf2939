import Foundation
import StrataNetworking

/// Reads and writes todos on a JSONPlaceholder-compatible server, and checks each answer against the
/// request, so a server that answers for another todo is an error rather than a value. Every write
/// carries the idempotency key of its outbox operation, the same on every attempt.
struct TodosRemoteDataSource: Sendable {
    /// Every call goes through it, so its retries, deadline and response cache apply.
    let client: HTTPClient

    /// Every todo of one user the server sent, and whether the answer says that is all of them.
    func fetchTodos(userID: Int) async throws(RequestFailure) -> ListedTodos {
        let endpoint = JSONPlaceholderAPI.todos(userID: userID)
        let response = try await client.call(endpoint)
        let todos = response.value
        let check = AnswerCheck(request: client.requestName(endpoint))
        try check.listedIDs(todos.map(\.id), of: "todo")
        try check.belong(todos.map(\.userId), to: userID, item: "todo", parentKind: "user")
        // A next page, or a total above what came, says part of the list is elsewhere: a todo left out
        // of this answer is not thereby gone from the server.
        let isComplete =
            response.pagination.next == nil && (response.pagination.totalCount.map { $0 <= todos.count } ?? true)
        return ListedTodos(todos: todos, isComplete: isComplete)
    }

    /// The todo with this server id as the server has it now; `saysGone` tells a 404 for the todo from
    /// one for a wrong path.
    func fetchTodo(id: Int) async throws(RequestFailure) -> TodoDTO {
        let endpoint = JSONPlaceholderAPI.todo(id: id)
        let todo = try await client.value(calling: endpoint)
        try AnswerCheck(request: client.requestName(endpoint)).same(todo.id, asked: id, kind: "todo")
        return todo
    }

    /// Creates the todo and returns the id the server gave it, from the todo it answered with or from
    /// its `Location`. An answer that names no todo, or another todo than the one sent, is a
    /// `contradictingAnswer`: the server did something, but not what was asked, and sending it again
    /// could make another. The default retry policy never repeats a POST; the outbox does, with the key.
    func createTodo(_ draft: TodoDraftDTO, idempotencyKey: String) async throws(RequestFailure) -> Int {
        let endpoint = JSONPlaceholderAPI.createTodo(draft, idempotencyKey: idempotencyKey)
        let response = try await client.call(endpoint)
        let check = AnswerCheck(request: client.requestName(endpoint))
        switch response.value {
        case .present(let todo):
            try check.positiveIDs([todo.id], of: "todo")
            try check.require(
                todo.userId == draft.userId && todo.title == draft.title && todo.completed == draft.completed,
                "the server answered with todo \(todo.id) “\(todo.title)” of user \(todo.userId), not the todo sent")
            return todo.id
        case .absent:
            guard let location = response.headers["Location"] else {
                throw check.failure(
                    "the server acknowledged it with neither the new todo nor its Location, so which todo it made "
                        + "is unknown")
            }
            guard let id = CreatedTodoLocation(baseURL: client.configuration.baseURL).id(in: location) else {
                throw check.failure("the server's Location “\(location)” names no todo of this server")
            }
            return id
        }
    }

    /// Sets the fields the patch carries; `id` is the server's id, never a local one. Any 2xx counts.
    func patchTodo(id: Int, _ patch: TodoPatchDTO, idempotencyKey: String) async throws(RequestFailure) {
        _ = try await client.value(calling: JSONPlaceholderAPI.patchTodo(id: id, patch, idempotencyKey: idempotencyKey))
    }

    /// Deletes the todo with this server id; any 2xx counts, `{}` or `204 No Content`.
    func deleteTodo(id: Int, idempotencyKey: String) async throws(RequestFailure) {
        _ = try await client.value(calling: JSONPlaceholderAPI.deleteTodo(id: id, idempotencyKey: idempotencyKey))
    }

    /// Reads one todo of the collection: cheap proof that the server and the path are right.
    func probeCollection() async throws(RequestFailure) {
        _ = try await client.value(calling: JSONPlaceholderAPI.todosProbe())
    }

    /// Whether `failure`, of a request for one todo, means the server no longer has that todo: a 404 or
    /// 410 while the collection itself answers. Either status alone may mean a wrong base URL, which
    /// must never read as "gone".
    func saysGone(_ failure: RequestFailure) async -> Bool {
        guard case .network(.httpStatus(let status, _)) = failure.cause, status == 404 || status == 410 else {
            return false
        }
        do {
            try await probeCollection()
            return true
        } catch {
            return false
        }
    }

    /// `GET /todos/ID` as the server sees it, for the evidence of a write it did not keep.
    func readBackName(of id: Int) -> String {
        client.requestName(JSONPlaceholderAPI.todo(id: id))
    }

    /// `GET /users/ID/todos` as the server sees it, for the evidence of a creation in doubt.
    func listName(of userID: Int) -> String {
        client.requestName(JSONPlaceholderAPI.todos(userID: userID))
    }
}

/// One user's todos as a server listed them. `isComplete` is false when the answer itself says it
/// holds only part of the list (a next page, or a total larger than what came): then an absence proves
/// nothing.
struct ListedTodos: Sendable {
    let todos: [TodoDTO]
    let isComplete: Bool
}
