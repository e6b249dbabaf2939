import Foundation
import StrataDomain

/// Todos that live on the server alone: every read asks it and every edit waits for its answer, so
/// nothing is kept on this machine and nothing is queued. The second adapter of `TodosRepository`,
/// beside `LocalFirstTodosRepository`, for a run that wants no local copy of todos (`--todos-on-server`).
///
/// The price is stated rather than hidden: offline, or when the server cannot be reached, an edit fails
/// with `unreachable` instead of waiting in an outbox, and ids are the server's own.
struct ServerOnlyTodosRepository: TodosRepository {
    private let remote: TodosRemoteDataSource
    private let isOffline: Bool

    /// `isOffline` (as `--offline` asks) makes every call fail at once with a reason, without a request.
    init(remote: TodosRemoteDataSource, isOffline: Bool) {
        self.remote = remote
        self.isOffline = isOffline
    }

    /// `.stored` finds no local copy (`notFound`, as an empty store answers); `.fresh` is the server's
    /// list, always current.
    func fetchTodos(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Todo]> {
        guard policy == .fresh else { throw .notFound }
        let todos = try await request { () async throws(RequestFailure) in
            try await remote.fetchTodos(userID: ownerID).todos
        }
        return Fetched(todos.map { $0.toDomain() }, freshness: .current)
    }

    /// The todo as the server has it now; `notFound` when the server answers 404 for it.
    func fetchTodo(id: Todo.ID) async throws(RepositoryError) -> Todo {
        try await request { () async throws(RequestFailure) in try await remote.fetchTodo(id: id) }.toDomain()
    }

    /// Creates the todo on the server and answers with the id the server gave it.
    func createTodo(ownerID: User.ID, title: String) async throws(RepositoryError) -> Todo {
        let draft = TodoDraftDTO(userId: ownerID, title: title, completed: false)
        let id = try await request { () async throws(RequestFailure) in
            try await remote.createTodo(draft, idempotencyKey: Self.newIdempotencyKey())
        }
        return Todo(id: id, ownerID: ownerID, title: title, isCompleted: false)
    }

    /// Sends the new title and answers with the todo as it now stands.
    func renameTodo(_ todo: Todo, to title: String) async throws(RepositoryError) -> Todo {
        try await patch(todo, TodoPatchDTO(title: title))
    }

    /// Sends the change only when the state differs, as the local-first repository queues it only then.
    func setTodo(_ todo: Todo, completed: Bool) async throws(RepositoryError) -> Todo {
        guard todo.isCompleted != completed else { return todo }
        return try await patch(todo, TodoPatchDTO(completed: completed))
    }

    /// Deletes the todo on the server; `notFound` when the server no longer has it.
    func deleteTodo(_ todo: Todo) async throws(RepositoryError) {
        try await request { () async throws(RequestFailure) in
            try await remote.deleteTodo(id: todo.id, idempotencyKey: Self.newIdempotencyKey())
        }
    }

    private func patch(_ todo: Todo, _ patch: TodoPatchDTO) async throws(RepositoryError) -> Todo {
        try await request { () async throws(RequestFailure) in
            try await remote.patchTodo(id: todo.id, patch, idempotencyKey: Self.newIdempotencyKey())
        }
        var changed = todo
        changed.title = patch.title ?? todo.title
        changed.isCompleted = patch.completed ?? todo.isCompleted
        changed.syncStatus = .synced
        return changed
    }

    /// Runs one request in the domain's words; offline, fails before sending anything.
    private func request<Value>(
        _ send: () async throws(RequestFailure) -> Value
    ) async throws(RepositoryError) -> Value {
        guard !isOffline else { throw Self.offline }
        do {
            return try await send()
        } catch {
            throw RepositoryError(error)
        }
    }

    /// One key per call: with no outbox there is no second attempt of the same edit to recognise.
    private static func newIdempotencyKey() -> String {
        UUID().uuidString
    }

    /// What an offline run answers: the todos are on the server, and there is nowhere to queue an edit.
    static let offline = RepositoryError.unreachable(
        reason: "Offline mode, and todos are kept on the server only, so nothing is stored or queued here; "
            + "go online to see or change them")
}
