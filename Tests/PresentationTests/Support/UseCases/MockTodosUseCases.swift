import StrataDomain
import StrataPresentation

/// Records each read of a user's todos and answers it as its script says.
final class MockFetchTodosUseCase: FetchTodosUseCase {
    struct Call: Hashable, Sendable {
        let ownerID: User.ID
        let policy: ReadPolicy
    }

    let script: CallScript<Call, Fetched<[Todo]>>

    init(_ respond: @escaping @Sendable (Call) -> CallScript<Call, Fetched<[Todo]>>.Answer) {
        script = CallScript(respond)
    }

    func execute(ownerID: User.ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[Todo]> {
        try await script.call(Call(ownerID: ownerID, policy: policy)).get()
    }
}

/// Records each todo created; by default it makes the todo with id 100.
final class MockCreateTodoUseCase: CreateTodoUseCase {
    struct Call: Hashable, Sendable {
        let ownerID: User.ID
        let title: String
    }

    let script = CallScript<Call, Todo> { call in
        .success(Todo(id: 100, ownerID: call.ownerID, title: call.title, isCompleted: false))
    }

    func execute(ownerID: User.ID, title: String) async throws(RepositoryError) -> Todo {
        try await script.call(Call(ownerID: ownerID, title: title)).get()
    }
}

/// Records each rename; by default it succeeds with the new title.
final class MockRenameTodoUseCase: RenameTodoUseCase {
    struct Call: Hashable, Sendable {
        let todo: Todo
        let title: String
    }

    let script = CallScript<Call, Todo> { call in
        var renamed = call.todo
        renamed.title = call.title
        return .success(renamed)
    }

    func execute(_ todo: Todo, title: String) async throws(RepositoryError) -> Todo {
        try await script.call(Call(todo: todo, title: title)).get()
    }
}

/// Records each toggle; by default it succeeds with the todo flipped.
final class MockToggleTodoUseCase: ToggleTodoUseCase {
    let script = CallScript<Todo, Todo> { todo in
        var toggled = todo
        toggled.isCompleted.toggle()
        return .success(toggled)
    }

    func execute(_ todo: Todo) async throws(RepositoryError) -> Todo {
        try await script.call(todo).get()
    }
}

/// Records each deletion; by default it succeeds.
final class MockDeleteTodoUseCase: DeleteTodoUseCase {
    let script = CallScript<Todo, Void> { _ in .success(()) }

    func execute(_ todo: Todo) async throws(RepositoryError) {
        try await script.call(todo).get()
    }
}

/// The four editing mocks together, as `DefaultMyTodosViewModel` takes them.
struct MockTodoEditing {
    let create = MockCreateTodoUseCase()
    let rename = MockRenameTodoUseCase()
    let toggle = MockToggleTodoUseCase()
    let delete = MockDeleteTodoUseCase()

    var editing: TodoEditing {
        TodoEditing(create: create, rename: rename, toggle: toggle, delete: delete)
    }
}

/// Records each retry; by default the todo comes back pending.
final class MockRetryTodoSyncUseCase: RetryTodoSyncUseCase {
    let script = CallScript<Todo, Todo> { todo in
        var queued = todo
        queued.syncStatus = .pending(lastError: nil)
        return .success(queued)
    }

    func execute(_ todo: Todo) async throws(RepositoryError) -> Todo {
        try await script.call(todo).get()
    }
}

/// Records each discard; by default the todo existed only on this device and is gone.
final class MockDiscardTodoChangesUseCase: DiscardTodoChangesUseCase {
    let script = CallScript<Todo, [DiscardedChange]> { todo in .success([.todo(title: todo.title)]) }

    func execute(_ todo: Todo) async throws(RepositoryError) -> [DiscardedChange] {
        try await script.call(todo).get()
    }
}

/// The two settling mocks together, as `DefaultMyTodosViewModel` takes them.
struct MockTodoSyncRepair {
    let retry = MockRetryTodoSyncUseCase()
    let discard = MockDiscardTodoChangesUseCase()

    var repair: TodoSyncRepair {
        TodoSyncRepair(retry: retry, discard: discard)
    }
}
