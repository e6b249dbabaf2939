import Foundation
import StrataDomain

/// The Domain's sync port over the outbox: syncs and their reports come from the synchronizer; retrying
/// and discarding what the server refused or did not keep are edits of the store, followed by a sync.
struct LocalFirstTodoSync: TodoSyncRepository {
    let synchronizer: TodosSynchronizer
    let store: SQLiteTodosStore
    /// Where a discarded refusal's todo gets the server's values back from.
    let remote: TodosRemoteDataSource
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

    /// A refused change of a todo the server has gives way to the server's values, which only the
    /// server knows: they are read first and applied in the discard's own transaction, so a discard that
    /// cannot read them changes nothing, and the refused value never reads as synced.
    func discardChanges(of todo: Todo) async throws(RepositoryError) -> [DiscardedChange] {
        let server = try await serverVersion(of: todo)
        let discarded = try await mappingStorageErrors { () async throws(StorageError) in
            try await store.discard(id: todo.id, server: server)
        }
        guard !discarded.isEmpty else { throw nothingToSettle(todo, verb: "discard") }
        synchronizer.scheduleSync()
        return discarded
    }

    /// The server's copy of `todo`, read by its server id, when `todo` is a refused change of a todo the
    /// server has; `.notRead` for a refused creation and for anything not refused.
    private func serverVersion(of todo: Todo) async throws(RepositoryError) -> ServerVersion {
        let (stored, ticket) = try await mappingStorageErrors { () async throws(StorageError) in
            (try await store.todo(id: todo.id), try await store.beginServerRead())
        }
        guard case .rejected = stored.todo.syncStatus, let serverID = stored.serverID else { return .notRead }
        guard !isOffline else {
            throw .unreachable(reason: "Offline mode: giving up a refused change needs the server's version")
        }
        do throws(RequestFailure) {
            return .holds(try await remote.fetchTodo(id: serverID).toDomain(), askedAt: ticket)
        } catch {
            guard await remote.saysGone(error) else { throw RepositoryError(error) }
            return .absent
        }
    }

    private func nothingToSettle(_ todo: Todo, verb: String) -> RepositoryError {
        .rejected(reason: "Todo \(todo.id) has nothing to \(verb): the server neither refused nor contradicted it")
    }
}
