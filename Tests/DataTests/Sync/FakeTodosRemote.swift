import Foundation
import StrataNetworking
import Synchronization

@testable import StrataData

/// A working in-memory todo server that records what it was sent; `failures` makes the next calls fail.
final class FakeTodosRemote: TodosRemoteDataSource {
    private struct State {
        var todos: [TodoDTO] = []
        var nextID = 201
        var sent: [String] = []
        var failures: [NetworkError] = []
    }

    private let state = Mutex(State())

    /// What the server received, in order, such as `create Buy milk` or `patch 201 completed=true`.
    var sent: [String] { state.withLock { $0.sent } }

    /// The next calls fail with these errors, one each, before the server works again.
    func failNext(_ errors: NetworkError...) {
        state.withLock { $0.failures += errors }
    }

    func fetchTodos(userID: Int) async throws(NetworkError) -> [TodoDTO] {
        try state.withLock { state throws(NetworkError) in
            try Self.failIfAsked(&state)
            return state.todos.filter { $0.userId == userID }
        }
    }

    func createTodo(_ draft: TodoDraftDTO) async throws(NetworkError) -> TodoDTO {
        try state.withLock { state throws(NetworkError) in
            try Self.failIfAsked(&state)
            let todo = TodoDTO(userId: draft.userId, id: state.nextID, title: draft.title, completed: draft.completed)
            state.nextID += 1
            state.todos.append(todo)
            state.sent.append("create \(draft.title)")
            return todo
        }
    }

    func patchTodo(id: Int, _ patch: TodoPatchDTO) async throws(NetworkError) -> TodoDTO {
        try state.withLock { state throws(NetworkError) in
            try Self.failIfAsked(&state)
            guard let index = state.todos.firstIndex(where: { $0.id == id }) else {
                throw .httpStatus(code: 404, body: Data())
            }
            let old = state.todos[index]
            let new = TodoDTO(
                userId: old.userId, id: id, title: patch.title ?? old.title, completed: patch.completed ?? old.completed
            )
            state.todos[index] = new
            state.sent.append(
                "patch \(id)" + (patch.title.map { " title=\($0)" } ?? "")
                    + (patch.completed.map { " completed=\($0)" } ?? ""))
            return new
        }
    }

    func deleteTodo(id: Int) async throws(NetworkError) {
        try state.withLock { state throws(NetworkError) in
            try Self.failIfAsked(&state)
            state.todos.removeAll { $0.id == id }
            state.sent.append("delete \(id)")
        }
    }

    private static func failIfAsked(_ state: inout State) throws(NetworkError) {
        if !state.failures.isEmpty {
            throw state.failures.removeFirst()
        }
    }
}
