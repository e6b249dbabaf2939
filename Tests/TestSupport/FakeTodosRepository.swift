import StrataDomain

/// A working in-memory todo store that assigns ids like a server; set `failure` to make every call fail.
public final class FakeTodosRepository: TodosRepository, Sendable {
    private struct State {
        var todos: [Todo]
        var nextID: Int
        var failure: RepositoryError?
        var writes = 0
    }

    private let state: Locked<State>

    public init(todos: [Todo] = []) {
        state = Locked(State(todos: todos, nextID: (todos.map(\.id).max() ?? 0) + 1))
    }

    public var failure: RepositoryError? {
        get { state.withLock { $0.failure } }
        set { state.withLock { $0.failure = newValue } }
    }

    /// Every todo stored now.
    public var todos: [Todo] { state.withLock { $0.todos } }

    /// Stores `todo` in place of the one with its id, as a sync that changed its status would.
    public func replace(_ todo: Todo) {
        state.withLock { state in
            if let index = state.todos.firstIndex(where: { $0.id == todo.id }) { state.todos[index] = todo }
        }
    }

    /// How many writes reached the store (failed ones included).
    public var writeCount: Int { state.withLock { $0.writes } }

    public func fetchTodos(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Todo]> {
        try state.withLock { state throws(RepositoryError) in
            if let failure = state.failure { throw failure }
            return Fetched(state.todos.filter { $0.ownerID == ownerID }, freshness: .current)
        }
    }

    public func fetchTodo(id: Todo.ID) async throws(RepositoryError) -> Todo {
        try state.withLock { state throws(RepositoryError) in
            if let failure = state.failure { throw failure }
            guard let todo = state.todos.first(where: { $0.id == id }) else { throw .notFound }
            return todo
        }
    }

    public func createTodo(ownerID: User.ID, title: String) async throws(RepositoryError) -> Todo {
        try state.withLock { state throws(RepositoryError) in
            state.writes += 1
            if let failure = state.failure { throw failure }
            let todo = Todo(id: state.nextID, ownerID: ownerID, title: title, isCompleted: false)
            state.nextID += 1
            state.todos.append(todo)
            return todo
        }
    }

    public func renameTodo(_ todo: Todo, to title: String) async throws(RepositoryError) -> Todo {
        try change(todo) { $0.title = title }
    }

    public func setTodo(_ todo: Todo, completed: Bool) async throws(RepositoryError) -> Todo {
        try change(todo) { $0.isCompleted = completed }
    }

    public func deleteTodo(_ todo: Todo) async throws(RepositoryError) {
        try state.withLock { state throws(RepositoryError) in
            state.writes += 1
            if let failure = state.failure { throw failure }
            guard let index = state.todos.firstIndex(where: { $0.id == todo.id }) else { throw .notFound }
            state.todos.remove(at: index)
        }
    }

    private func change(_ todo: Todo, _ edit: (inout Todo) -> Void) throws(RepositoryError) -> Todo {
        try state.withLock { state throws(RepositoryError) in
            state.writes += 1
            if let failure = state.failure { throw failure }
            guard let index = state.todos.firstIndex(where: { $0.id == todo.id }) else { throw .notFound }
            edit(&state.todos[index])
            return state.todos[index]
        }
    }
}
