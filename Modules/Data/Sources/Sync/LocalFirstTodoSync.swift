import Foundation
import StrataDomain

/// The Domain's sync port over the outbox: syncs and their reports come from the synchronizer; retrying
/// and discarding what the server refused or did not keep are edits of the store, followed by a sync.
struct LocalFirstTodoSync: TodoSyncRepository {
    let synchronizer: TodosSynchronizer
    let store: any TodosStore
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

    func discardChanges(of todo: Todo) async throws(RepositoryError) -> [DiscardedChange] {
        let discarded = try await mappingStorageErrors { () async throws(StorageError) in
            try await store.discard(id: todo.id)
        }
        guard !discarded.isEmpty else { throw nothingToSettle(todo, verb: "discard") }
        synchronizer.scheduleSync()
        return discarded
    }

    private func nothingToSettle(_ todo: Todo, verb: String) -> RepositoryError {
        .rejected(reason: "Todo \(todo.id) has nothing to \(verb): the server neither refused nor contradicted it")
    }
}
