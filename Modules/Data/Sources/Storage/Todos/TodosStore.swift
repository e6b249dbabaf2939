import Foundation
import StrataDomain

/// Todos kept locally first: every edit is saved at once, together with an outbox operation that a
/// sync step later sends to the server, so the user never waits for the network and loses nothing.
protocol TodosStore: Sendable {
    /// The user's todos by local id, each with its sync status; deleted ones are left out unless the
    /// server refused their deletion.
    func todos(ownerID: User.ID) async throws(StorageError) -> [StoredTodo]
    /// One todo; `StorageError.notFound` when there is none or it was deleted, unless the server
    /// refused that deletion (the todo is then still shown).
    func todo(id: Todo.ID) async throws(StorageError) -> StoredTodo
    /// Creates an open todo with a new local id and queues its creation.
    func create(ownerID: User.ID, title: String, at date: Date) async throws(StorageError) -> StoredTodo
    /// Renames a todo and queues the rename; `notFound` for an unknown or deleted id and
    /// `deletionRefused` for a todo whose deletion the server refused, with nothing changed.
    func rename(id: Todo.ID, to title: String, at date: Date) async throws(StorageError) -> StoredTodo
    /// Sets a todo's completion and queues the change, in one transaction; a todo already in that state
    /// is returned unchanged with nothing queued. `notFound` for an unknown or deleted id and
    /// `deletionRefused` for a todo whose deletion the server refused, with nothing changed.
    func setCompleted(id: Todo.ID, _ isCompleted: Bool, at date: Date) async throws(StorageError) -> StoredTodo
    /// Hides a todo at once and queues its deletion; the row goes when the server has acknowledged it,
    /// or at once when the server never saw the todo. `notFound` for an unknown or deleted id and
    /// `deletionRefused` for one whose deletion the server refused already, `changeRefused` for one with
    /// another refused change waiting to be retried or discarded; nothing changes then.
    func delete(id: Todo.ID, at date: Date) async throws(StorageError)
    /// How many acknowledgements the outbox has recorded; read before asking the server for a list, and
    /// pass it to `mergeServerTodos` with the answer.
    func syncGeneration() async throws(StorageError) -> Int
    /// Stores todos fetched from the server (their ids are server ids), requested when the outbox had
    /// recorded `generation` acknowledgements. A server todo unknown here gets a local id of its own; a
    /// known one takes the server's values except in fields with an edit still waiting; an acknowledged
    /// value the server does not hold becomes a conflict. Todos missing from the list are kept: a local
    /// todo is never dropped silently.
    func mergeServerTodos(_ todos: [Todo], fetchedAfter generation: Int) async throws(StorageError)
    /// Queues again what the server refused or did not keep of the todo, with new idempotency keys;
    /// `nil` when the todo has nothing to retry.
    func retry(id: Todo.ID, at date: Date) async throws(StorageError) -> StoredTodo?
    /// Gives up what the server refused or did not keep of the todo and returns what was lost; empty
    /// when the todo has nothing to discard. A refused change of a todo the server has takes
    /// `server`'s values in the same transaction (where no later edit waits), or goes with the todo
    /// when the server no longer has it.
    func discard(id: Todo.ID, server: ServerVersion) async throws(StorageError) -> [DiscardedChange]
}
