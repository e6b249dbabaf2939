import StrataDomain

/// A todo as the local store holds it: the domain value plus where it stands with the server.
///
/// `todo.id` is the local id, the one users see and type. A todo from the server gets the server's id
/// as local id when that id is still free here, and a new one when it is taken; either way it never
/// changes, even when the server assigns its own id to a local todo.
struct StoredTodo: Hashable, Sendable {
    /// The todo's values, `todo.id` being the local id. Its `syncStatus` is not kept up to date here
    /// (`syncState` is); `domainTodo` is the todo as the user sees it.
    let todo: Todo
    /// The server's id, `nil` until the server has accepted the todo's creation.
    let serverID: Int?
    /// How many edits wait for the server and why the last attempt failed.
    let syncState: TodoSyncState
}

extension StoredTodo {
    /// The domain todo, with its sync state as the status a list shows.
    var domainTodo: Todo {
        var todo = self.todo
        switch syncState {
        case .synced: todo.syncStatus = .synced
        case .pending(_, let lastError): todo.syncStatus = .pending(lastError: lastError)
        }
        return todo
    }
}

/// Whether the server has every local edit of a todo yet.
enum TodoSyncState: Hashable, Sendable {
    /// Nothing is waiting to be sent.
    case synced
    /// `operations` edits wait in the outbox; `lastError` says why the last attempt failed, if one did.
    case pending(operations: Int, lastError: String?)
}
