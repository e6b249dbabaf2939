import Observation
import StrataDomain

/// The part every todo list shares: loading the owner's todos and filtering them. The read-only and
/// the editable list each own one.
@MainActor
@Observable
final class TodosList {
    let ownerID: User.ID
    var filter: TodosFilter = .all
    var state: TodosState { loader.state }
    var isLoading: Bool { loader.isLoading }
    var items: [TodoItemViewModel] { state.content?.items(filter) ?? [] }

    private let loader: ContentLoader<TodosContent>

    /// The signed-in user's own list: the owner is known to exist.
    init(ownerID: User.ID, fetchTodos: any FetchTodosUseCase) {
        self.ownerID = ownerID
        loader = ContentLoader { policy async throws(RepositoryError) in
            let fetched = try await fetchTodos.execute(ownerID: ownerID, policy: policy)
            return TodosContent(todos: fetched.value, freshness: fetched.freshness)
        }
    }

    /// Someone else's list, loaded with its owner: a server answers `GET /users/99/todos` with an empty
    /// list for a user it has never heard of, so an unknown owner is "User 99 does not exist", as for
    /// every list of one user (`ContentLoader.owned`).
    init(ownerID: User.ID, fetchTodos: any FetchTodosUseCase, fetchUser: any FetchUserUseCase) {
        self.ownerID = ownerID
        loader = .owned(by: ownerID, fetchUser: fetchUser) { policy async throws(RepositoryError) in
            try await fetchTodos.execute(ownerID: ownerID, policy: policy)
        } content: { todos, freshness in
            TodosContent(todos: todos, freshness: freshness)
        }
    }

    func load() async {
        await loader.loadIfNeeded()
    }

    func refresh() async {
        await loader.reload()
    }

    func reloadFromStore() async {
        await loader.reloadFromStore()
    }

    func update(_ change: (inout [Todo]) -> Void) {
        loader.update { change(&$0.todos) }
    }

    func todo(_ id: Todo.ID) -> Todo? {
        state.content?.todos.first { $0.id == id }
    }
}
