import Foundation
import StrataNetworking
import StrataTestSupport

@testable import StrataData

/// A working in-memory todo server that records what it was sent and honours idempotency keys, as the
/// repository's test server does; `failNext` makes the next calls fail, `fakesWrites` makes it answer
/// writes without keeping them, as JSONPlaceholder does.
final class FakeTodosRemote: TodosRemoteDataSource {
    private struct State {
        var todos: [TodoDTO] = []
        var nextID = 201
        var sent: [String] = []
        var keys: [String] = []
        var answers: [String: TodoDTO] = [:]
        var failures: [NetworkError] = []
        var lostAnswers = 0
        var collectionIsMissing = false
    }

    private let state = Locked(State())
    private let fakesWrites: Bool
    /// While `held`, a creation waits in `waiting` until `releaseCreations()`: a sync caught mid-way.
    private let door = Locked<(held: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    init(todos: [TodoDTO] = [], fakesWrites: Bool = false) {
        self.fakesWrites = fakesWrites
        state.withLock { $0.todos = todos }
    }

    /// What the server received, in order, such as `create Buy milk` or `patch 201 completed=true`; a
    /// repeated key is not received twice.
    var sent: [String] { state.withLock { $0.sent } }

    /// The idempotency key of every request, repeats included.
    var keys: [String] { state.withLock { $0.keys } }

    /// The server's todos.
    var todos: [TodoDTO] { state.withLock { $0.todos } }

    /// The next calls fail with these errors, one each, before the server works again.
    func failNext(_ errors: NetworkError...) {
        state.withLock { $0.failures += errors }
    }

    /// The next writes are applied, but their answers are lost: the client sees a timeout, as when the
    /// server answers after the client's deadline.
    func loseNextAnswers(_ count: Int) {
        state.withLock { $0.lostAnswers += count }
    }

    /// Makes every request answer 404, as a wrong base path does.
    func loseTheCollection() {
        state.withLock { $0.collectionIsMissing = true }
    }

    /// From now on a creation waits, once it has arrived, until `releaseCreations()`.
    func holdCreations() {
        door.withLock { $0.held = true }
    }

    /// Lets every waiting creation through, and the later ones straight away.
    func releaseCreations() {
        let waiting = door.withLock { door in
            door.held = false
            defer { door.waiting = [] }
            return door.waiting
        }
        for creation in waiting { creation.resume() }
    }

    /// How many creations wait for `releaseCreations()`.
    var waitingCreations: Int { door.withLock { $0.waiting.count } }

    /// Removes a todo behind the client's back, as another client would.
    func removeOnTheServer(id: Int) {
        state.withLock { $0.todos.removeAll { $0.id == id } }
    }

    func fetchTodos(userID: Int) async throws(RequestFailure) -> [TodoDTO] {
        try state.withLock { state throws(RequestFailure) in
            try Self.failIfAsked(&state, request: "GET /users/\(userID)/todos")
            return state.todos.filter { $0.userId == userID }
        }
    }

    func fetchTodo(id: Int) async throws(RequestFailure) -> TodoDTO {
        try state.withLock { state throws(RequestFailure) in
            try Self.failIfAsked(&state, request: "GET /todos/\(id)")
            guard let todo = state.todos.first(where: { $0.id == id }) else {
                throw RequestFailure(
                    request: "GET /todos/\(id)", cause: .network(.httpStatus(code: 404, body: Data("{}".utf8))))
            }
            return todo
        }
    }

    func createTodo(_ draft: TodoDraftDTO, idempotencyKey: String) async throws(RequestFailure) -> TodoDTO {
        await withCheckedContinuation { (creation: CheckedContinuation<Void, Never>) in
            let held = door.withLock { door in
                if door.held { door.waiting.append(creation) }
                return door.held
            }
            if !held { creation.resume() }
        }
        return try state.withLock { state throws(RequestFailure) in
            state.keys.append(idempotencyKey)
            try Self.failIfAsked(&state, request: "POST /todos")
            if let answer = state.answers[idempotencyKey] { return answer }
            let todo = TodoDTO(userId: draft.userId, id: state.nextID, title: draft.title, completed: draft.completed)
            if !fakesWrites {
                state.nextID += 1
                state.todos.append(todo)
            }
            state.sent.append("create \(draft.title)")
            state.answers[idempotencyKey] = todo
            try Self.loseAnswerIfAsked(&state, request: "POST /todos")
            return todo
        }
    }

    func patchTodo(id: Int, _ patch: TodoPatchDTO, idempotencyKey: String) async throws(RequestFailure) -> TodoDTO {
        try state.withLock { state throws(RequestFailure) in
            state.keys.append(idempotencyKey)
            try Self.failIfAsked(&state, request: "PATCH /todos/\(id)")
            if let answer = state.answers[idempotencyKey] { return answer }
            guard let index = state.todos.firstIndex(where: { $0.id == id }) else {
                throw RequestFailure(
                    request: "PATCH /todos/\(id)", cause: .network(.httpStatus(code: 404, body: Data("{}".utf8))))
            }
            let old = state.todos[index]
            let new = TodoDTO(
                userId: old.userId, id: id, title: patch.title ?? old.title, completed: patch.completed ?? old.completed
            )
            if !fakesWrites { state.todos[index] = new }
            state.sent.append(
                "patch \(id)" + (patch.title.map { " title=\($0)" } ?? "")
                    + (patch.completed.map { " completed=\($0)" } ?? ""))
            state.answers[idempotencyKey] = new
            try Self.loseAnswerIfAsked(&state, request: "PATCH /todos/\(id)")
            return new
        }
    }

    func deleteTodo(id: Int, idempotencyKey: String) async throws(RequestFailure) {
        try state.withLock { state throws(RequestFailure) in
            state.keys.append(idempotencyKey)
            try Self.failIfAsked(&state, request: "DELETE /todos/\(id)")
            guard state.todos.contains(where: { $0.id == id }) else {
                throw RequestFailure(
                    request: "DELETE /todos/\(id)", cause: .network(.httpStatus(code: 404, body: Data("{}".utf8))))
            }
            if !fakesWrites { state.todos.removeAll { $0.id == id } }
            state.sent.append("delete \(id)")
        }
    }

    func probeCollection() async throws(RequestFailure) {
        try state.withLock { state throws(RequestFailure) in
            if state.collectionIsMissing {
                throw RequestFailure(request: "GET /todos", cause: .network(.httpStatus(code: 404, body: Data())))
            }
        }
    }

    private static func loseAnswerIfAsked(_ state: inout State, request: String) throws(RequestFailure) {
        guard state.lostAnswers > 0 else { return }
        state.lostAnswers -= 1
        throw RequestFailure(request: request, cause: .network(.timedOut))
    }

    private static func failIfAsked(_ state: inout State, request: String) throws(RequestFailure) {
        if state.collectionIsMissing {
            throw RequestFailure(request: request, cause: .network(.httpStatus(code: 404, body: Data())))
        }
        if !state.failures.isEmpty {
            throw RequestFailure(request: request, cause: .network(state.failures.removeFirst()))
        }
    }
}
