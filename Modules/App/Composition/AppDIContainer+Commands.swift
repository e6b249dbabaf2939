import StrataData
import StrataDomain

/// The use cases the command line runs, made here like every other use case.
extension AppDIContainer {
    /// Finds who was signed in when the app last ran.
    public func makeRestoreSessionUseCase() -> any RestoreSessionUseCase {
        DefaultRestoreSessionUseCase(session: session, users: users)
    }

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

    /// Sends the waiting todo changes and says how it went: `.everything` for `strata sync`, `.due`
    /// after an edit.
    public func makeSyncTodosUseCase() -> any SyncTodosUseCase {
        DefaultSyncTodosUseCase(sync: todoSync)
    }

    /// Queues again what the server refused or did not keep of a todo.
    public func makeRetryTodoSyncUseCase() -> any RetryTodoSyncUseCase {
        DefaultRetryTodoSyncUseCase(sync: todoSync)
    }

    /// Gives up what the server refused or did not keep of a todo.
    public func makeDiscardTodoChangesUseCase() -> any DiscardTodoChangesUseCase {
        DefaultDiscardTodoChangesUseCase(sync: todoSync)
    }

}
