import Foundation
import StrataDomain
import StrataNetworking

/// Todos that live on this machine first: every edit is written to the store at once, with an outbox
/// operation in the same transaction, and the synchronizer sends it when the server can be reached.
/// The user never waits for the network, and an edit survives a crash or a restart.
struct LocalFirstTodosRepository: TodosRepository {
    private let store: SQLiteTodosStore
    private let remote: TodosRemoteDataSource
    private let synchronizer: TodosSynchronizer
    private let reader: OfflineFirstReader
    private let now: @Sendable () -> Date

    /// `remote` serves `.fresh` reads; edits go only to `store`, and `synchronizer` sends them later.
    /// `now` dates each edit.
    init(
        store: SQLiteTodosStore,
        remote: TodosRemoteDataSource,
        synchronizer: TodosSynchronizer,
        reader: OfflineFirstReader,
        now: @escaping @Sendable () -> Date
    ) {
        self.store = store
        self.remote = remote
        self.synchronizer = synchronizer
        self.reader = reader
        self.now = now
    }

    /// `.fresh` merges the server's list into the store (a field with an edit still waiting keeps its
    /// local value, and a todo the server no longer has is marked so) and asks for a sync without
    /// waiting for it. The answer always comes from the store, so local edits not yet sent
    /// are part of it.
    func fetchTodos(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Todo]> {
        if policy == .fresh {
            synchronizer.scheduleSync()
        }
        // Taken before the server is asked: the answer may change only what the store learned before it.
        let ticket = policy == .fresh ? (try? await store.beginServerRead()) ?? 0 : 0
        let key = CacheKey.todos(ownerID: ownerID, server: store.server)
        let fetched = try await reader.read(
            policy,
            key: key,
            stored: { [store, reader] () async throws(StorageError) -> ServerTodos? in
                let stored = try await store.todos(ownerID: ownerID)
                // An empty list is a copy once the server sent one, as every list's is (`readList`).
                if stored.isEmpty, await !reader.emptyListIsACopy(at: key) { return nil }
                return ServerTodos(todos: stored.map(\.todo), isComplete: true)
            },
            remote: { [remote] () async throws(RequestFailure) in
                let listed = try await remote.fetchTodos(userID: ownerID)
                return ServerTodos(todos: listed.todos.map { $0.toDomain() }, isComplete: listed.isComplete)
            },
            save: { [store] (listed) async throws(StorageError) in
                try await store.mergeServerTodos(
                    listed.todos, of: ownerID, askedAt: ticket, isComplete: listed.isComplete)
            }
        )
        // A fresh answer is the server's list; the store's merge of it with unsent edits is the answer.
        guard fetched.freshness == .current else { return Fetched(fetched.value.todos, freshness: fetched.freshness) }
        let stored = try await mappingStorageErrors { () async throws(StorageError) in
            try await store.todos(ownerID: ownerID)
        }
        return Fetched(stored.map(\.todo), freshness: fetched.freshness)
    }

    /// Reads only the store, which holds every todo a list has shown; never the network.
    func fetchTodo(id: Todo.ID) async throws(RepositoryError) -> Todo {
        try await mappingStorageErrors { () async throws(StorageError) in try await store.todo(id: id) }.todo
    }

    /// Stores the todo and queues its creation; answers at once with its new local id.
    func createTodo(ownerID: User.ID, title: String) async throws(RepositoryError) -> Todo {
        try await edit { () async throws(StorageError) in
            try await store.create(ownerID: ownerID, title: title, at: now())
        }
    }

    /// Stores the new title and queues the rename; the server hears of it on the next sync.
    func renameTodo(_ todo: Todo, to title: String) async throws(RepositoryError) -> Todo {
        try await edit { () async throws(StorageError) in try await store.rename(id: todo.id, to: title, at: now()) }
    }

    /// Stores and queues the change only when the state differs, so the outbox holds no empty toggles.
    func setTodo(_ todo: Todo, completed: Bool) async throws(RepositoryError) -> Todo {
        try await edit { () async throws(StorageError) in
            try await store.setCompleted(id: todo.id, completed, at: now())
        }
    }

    /// Hides the todo at once and queues the deletion; the row goes once the server has accepted it.
    func deleteTodo(_ todo: Todo) async throws(RepositoryError) {
        try await mappingStorageErrors { () async throws(StorageError) in
            try await store.delete(id: todo.id, at: now())
        }
        synchronizer.scheduleSync()
    }

    /// Writes locally, then asks for a sync without waiting for it.
    private func edit(_ write: () async throws(StorageError) -> StoredTodo) async throws(RepositoryError) -> Todo {
        let stored = try await mappingStorageErrors(write)
        synchronizer.scheduleSync()
        return stored.todo
    }
}

/// A list of todos, and whether it is all of them: a server's answer may say it is not.
private struct ServerTodos: Sendable {
    let todos: [Todo]
    let isComplete: Bool
}
