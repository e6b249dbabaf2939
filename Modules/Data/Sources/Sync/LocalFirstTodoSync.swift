import Foundation
import StrataDomain

/// The Domain's sync port over the outbox: syncs and their reports come from the synchronizer; retrying
/// and discarding what the server refused or did not keep are edits of the store, followed by a sync.
struct LocalFirstTodoSync: TodoSyncRepository {
    let synchronizer: TodosSynchronizer
    let store: any TodosStore
    /// Where a discarded refusal's todo gets the server's values back from.
    let remote: any TodosRemoteDataSource
    let isOffline: Bool
    let now: @Sendable () -> Date

    func sync(_ request: TodoSyncRequest) async -> TodoSyncReport {
        await synchronizer.sync(request)
    }

    func reports() -> AsyncStream<TodoSyncReport> {
        synchronizer.reports()
    }

    func retry(_ todo: Todo) async throws(RepositoryError) -> Todo {
        let retried = try await mappingStorageErrors { () async throws(StorageError) in
            try await store.retry(id: todo.id, at: now())
        }
        guard let retried else { throw nothingToSettle(todo, verb: "retry") }
        synchronizer.scheduleSync()
        return retried.todo
    }

    /// A refused edit of a todo the server has gives way to the server's values, which only the server
    /// knows: they are read first, so a discard that cannot read them changes nothing (the refused
    /// value never reads as synced).
    func discardChanges(of todo: Todo) async throws(RepositoryError) -> [DiscardedChange] {
        let serverList = try await serverListToRestore(todo)
        let discarded = try await mappingStorageErrors { () async throws(StorageError) in
            try await store.discard(id: todo.id)
        }
        guard !discarded.isEmpty else { throw nothingToSettle(todo, verb: "discard") }
        if let serverList {
            try await mappingStorageErrors { () async throws(StorageError) in
                try await store.mergeServerTodos(serverList.todos, fetchedAfter: serverList.generation)
            }
        }
        synchronizer.scheduleSync()
        return discarded
    }

    /// The owner's list as the server has it, when `todo` is a refused edit of a todo the server has;
    /// `nil` for a refused creation (the todo exists only here) and for anything not refused.
    private func serverListToRestore(_ todo: Todo) async throws(RepositoryError) -> (todos: [Todo], generation: Int)? {
        let (stored, generation) = try await mappingStorageErrors { () async throws(StorageError) in
            (try await store.todo(id: todo.id), try await store.syncGeneration())
        }
        guard case .rejected = stored.todo.syncStatus, stored.serverID != nil else { return nil }
        guard !isOffline else {
            throw .unreachable(reason: "Offline mode: giving up a refused change needs the server's version")
        }
        do throws(RequestFailure) {
            return (try await remote.fetchTodos(userID: stored.todo.ownerID).map { $0.toDomain() }, generation)
        } catch {
            throw RepositoryError(error)
        }
    }

    private func nothingToSettle(_ todo: Todo, verb: String) -> RepositoryError {
        .rejected(reason: "Todo \(todo.id) has nothing to \(verb): the server neither refused nor contradicted it")
    }
}
