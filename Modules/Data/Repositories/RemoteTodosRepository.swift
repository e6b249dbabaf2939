import StrataDomain
import StrataNetworking

/// Reads and writes todos on the server and waits for its answer each time.
///
/// JSONPlaceholder only pretends to store writes, so what it returns is trusted over what it would
/// serve on the next read; a local-first repository replaces this one without any change above it.
public struct RemoteTodosRepository: TodosRepository {
    private let remote: any TodosRemoteDataSource

    public init(remote: any TodosRemoteDataSource) {
        self.remote = remote
    }

    public func fetchTodos(ownerID: User.ID) async throws(RepositoryError) -> [Todo] {
        try await mappingNetworkErrors { () async throws(NetworkError) in
            try await remote.fetchTodos(userID: ownerID)
        }.map { $0.toDomain() }
    }

    public func createTodo(ownerID: User.ID, title: String) async throws(RepositoryError) -> Todo {
        try await mappingNetworkErrors { () async throws(NetworkError) in
            try await remote.createTodo(TodoDraftDTO(userId: ownerID, title: title, completed: false))
        }.toDomain()
    }

    public func renameTodo(_ todo: Todo, to title: String) async throws(RepositoryError) -> Todo {
        var renamed = todo
        renamed.title = title
        return try await update(renamed)
    }

    public func setTodo(_ todo: Todo, completed: Bool) async throws(RepositoryError) -> Todo {
        var changed = todo
        changed.isCompleted = completed
        return try await update(changed)
    }

    public func deleteTodo(_ todo: Todo) async throws(RepositoryError) {
        try await mappingNetworkErrors { () async throws(NetworkError) in
            try await remote.deleteTodo(id: todo.id)
        }
    }

    private func update(_ todo: Todo) async throws(RepositoryError) -> Todo {
        try await mappingNetworkErrors { () async throws(NetworkError) in
            try await remote.updateTodo(TodoDTO(todo))
        }.toDomain()
    }
}
