/// The port through which use cases send the local todo edits to the server and follow each sync, so
/// a screen's pending mark changes when a sync ends, whoever started it, without a refresh.
public protocol TodoSyncRepository: Sendable {
    /// Runs one sync and says how it went; a failure is part of the report, never thrown, because a
    /// sync that stops early still sent what it could.
    func sync(_ request: TodoSyncRequest) async -> TodoSyncReport
    /// The report of every sync of this store that ends from now on, in this process; the stream ends
    /// when the caller stops iterating it.
    func reports() -> AsyncStream<TodoSyncReport>
    /// Queues again what the server refused or did not keep of this todo, as new requests, and returns
    /// the todo as it now stands; `rejected` when the todo has nothing to retry.
    func retry(_ todo: Todo) async throws(RepositoryError) -> Todo
    /// Gives up what the server refused or did not keep of this todo, accepting the server's version,
    /// and says what was lost; `rejected` when the todo has nothing to discard.
    func discardChanges(of todo: Todo) async throws(RepositoryError) -> [DiscardedChange]
}
