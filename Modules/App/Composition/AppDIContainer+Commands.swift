import StrataData
import StrataDomain

/// The use cases the command line runs, made here like every other use case.
extension AppDIContainer {
    /// Loads one user, as `--user ID` does to start a session.
    public func makeFetchUserUseCase() -> any FetchUserUseCase {
        DefaultFetchUserUseCase(users: users)
    }

    /// Loads a user's todos.
    public func makeFetchTodosUseCase() -> any FetchTodosUseCase {
        DefaultFetchTodosUseCase(todos: todos)
    }

    /// Finds one todo by the id a user typed.
    public func makeFetchTodoUseCase() -> any FetchTodoUseCase {
        DefaultFetchTodoUseCase(todos: todos)
    }

    /// Adds a todo.
    public func makeCreateTodoUseCase() -> any CreateTodoUseCase {
        DefaultCreateTodoUseCase(todos: todos)
    }

    /// Renames a todo.
    public func makeRenameTodoUseCase() -> any RenameTodoUseCase {
        DefaultRenameTodoUseCase(todos: todos)
    }

    /// Marks a todo done or open.
    public func makeToggleTodoUseCase() -> any ToggleTodoUseCase {
        DefaultToggleTodoUseCase(todos: todos)
    }

    /// Removes a todo.
    public func makeDeleteTodoUseCase() -> any DeleteTodoUseCase {
        DefaultDeleteTodoUseCase(todos: todos)
    }

    /// Sends the waiting todo changes now, even those still backing off, and says how it went.
    public func syncTodos() async -> SyncOutcome {
        let report = await synchronizer.sync(ignoringBackoff: true)
        return SyncOutcome(
            sent: report.sent, pending: report.pending, rejected: report.rejected, failure: report.failure)
    }

    /// Tries one sync after an edit, waiting for it, so a command can say where the edit stands.
    public func syncAfterEdit() async -> SyncOutcome {
        let report = await synchronizer.sync()
        return SyncOutcome(
            sent: report.sent, pending: report.pending, rejected: report.rejected, failure: report.failure)
    }
}

/// What one sync did, in the command line's terms.
public struct SyncOutcome: Hashable, Sendable {
    /// Changes the server acknowledged.
    public let sent: Int
    /// Changes still waiting.
    public let pending: Int
    /// Changes the server refused.
    public let rejected: Int
    /// Why the sync stopped early, if it did.
    public let failure: String?
}
