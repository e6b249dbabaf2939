import StrataComposition
import StrataDomain
import StrataPresentation

/// `strata todos …`: a todo list for scripts. Every change is written locally at once, then one sync
/// is attempted, so a command succeeds offline and says what is still pending.
@MainActor
struct TodosCommand {
    let container: AppDIContainer
    let output: ConsoleOutput
    let format: OutputFormat

    func run(_ action: TodosAction) async -> ExitCode {
        do throws(RepositoryError) {
            switch action {
            case .list(let ownerID):
                if let refused = await refuseUnknownOwner(ownerID) { return refused }
                let fetched = try await container.makeFetchTodosUseCase().execute(ownerID: ownerID, policy: .fresh)
                if let note = FreshnessNote.text(for: fetched.freshness), !container.configuration.isOffline {
                    output.writeError("strata: \(note)")
                }
                guard case .json(let fields) = format else {
                    output.write(lines: TodoLines.list(fetched.value))
                    return .success
                }
                let document = TodosDocument.make(
                    fetched.value, freshness: fetched.freshness, ownerID: ownerID, route: "users/\(ownerID)/todos")
                return output.writeJSON(document, fields: fields) ? .success : .failure
            case .add(let ownerID, let title):
                if let refused = await refuseUnknownOwner(ownerID) { return refused }
                let created = try await container.makeCreateTodoUseCase().execute(ownerID: ownerID, title: title)
                return await report("add", "Added", created)
            case .toggle(let id):
                let toggled = try await container.makeToggleTodoUseCase().execute(try await find(id))
                return await report("toggle", toggled.isCompleted ? "Done" : "Reopened", toggled)
            case .rename(let id, let title):
                let renamed = try await container.makeRenameTodoUseCase().execute(try await find(id), title: title)
                return await report("rename", "Renamed", renamed)
            case .retry(let id):
                let retried = try await container.makeRetryTodoSyncUseCase().execute(try await find(id))
                return await report("retry", "Queued again", retried)
            case .discard(let id):
                let todo = try await find(id)
                let lost: [DiscardedChange]
                do throws(RepositoryError) {
                    lost = try await container.makeDiscardTodoChangesUseCase().execute(todo)
                } catch {
                    return fail(error, before: "nothing discarded")
                }
                // The discard is done; the todo as it now stands (the server's values, or a later edit still
                // waiting) only adds to what is said, so a failing read of it leaves the line out.
                let removed = lost.contains { if case .todo = $0 { true } else { false } }
                let now = removed ? nil : try? await container.makeFetchTodoUseCase().execute(id: id)
                if case .json(let fields) = format {
                    let document = TodoChangeDocument(
                        command: "discard", todo: TodoDocument(now ?? todo), deleted: removed)
                    guard output.writeJSON(document, fields: fields) else { return .failure }
                } else {
                    output.write(
                        lines: ["Discarded for todo \(id) (\(todo.title)):"]
                            + lost.map { "  - \(SyncStatusText.describe($0))" }
                            + (now.map { ["Todo \(id) now: \(TodoLines.line($0))"] } ?? []))
                }
                return .success
            case .remove(let id):
                let todo = try await find(id)
                try await container.makeDeleteTodoUseCase().execute(todo)
                let sync = await container.makeSyncTodosUseCase().execute(.due)
                if let damaged = Self.storeFailure(in: sync) { return fail(damaged, before: "deleted todo \(id), but") }
                if case .json(let fields) = format {
                    let document = TodoChangeDocument(command: "rm", todo: TodoDocument(todo), deleted: true)
                    guard output.writeJSON(document, fields: fields) else { return .failure }
                } else {
                    output.write(
                        "Deleted todo \(id)\(sync.pending != 0 ? " (the server is told when it can be reached)" : "")"
                    )
                }
                return .success
            }
        } catch {
            return fail(error)
        }
    }

    /// The exit status, after saying why, when the owner of a list or of a new todo is not a user: a
    /// server answers `[]` for the todos of a user it never heard of, and takes a todo for one, which
    /// `open` could then never show. `nil` when the user exists.
    private func refuseUnknownOwner(_ id: User.ID) async -> ExitCode? {
        guard case .failed(let message, let status) = await SessionStart.existingUser(id, container: container)
        else { return nil }
        output.reportFailure(ProblemDocument(part: "todos", message), format: format)
        return status
    }

    private func find(_ id: Todo.ID) async throws(RepositoryError) -> Todo {
        do {
            return try await container.makeFetchTodoUseCase().execute(id: id)
        } catch .notFound {
            throw RepositoryError(.notFound, request: "todo \(id)")
        }
    }

    /// Tries one sync after an edit and says where the todo stands. A store that fails in that sync
    /// (a damaged outbox) is an error, exit 1: the edit is saved but may never be sent, and "0 pending"
    /// would hide it. A server that cannot be reached is not: the edit waits, as its status says.
    private func report(_ command: String, _ verb: String, _ todo: Todo) async -> ExitCode {
        let sync = await container.makeSyncTodosUseCase().execute(.due)
        if let damaged = Self.storeFailure(in: sync) {
            return fail(damaged, before: "\(verb.lowercased()) todo \(todo.id), but")
        }
        let current = (try? await container.makeFetchTodoUseCase().execute(id: todo.id)) ?? todo
        if case .json(let fields) = format {
            let document = TodoChangeDocument(command: command, todo: TodoDocument(current), deleted: false)
            guard output.writeJSON(document, fields: fields) else { return .failure }
        } else {
            output.write("\(verb) todo \(current.id): \(current.title) \(TodoLines.status(of: current))")
        }
        return .success
    }

    /// The local store's failure in a sync, if it failed: its outbox could not be read or written.
    private static func storeFailure(in report: TodoSyncReport) -> RepositoryError? {
        if case .stopped(let error) = report.outcome, case .storageFailure = error.kind { return error }
        if report.pending == nil { return RepositoryError(.storageFailure(reason: "the outbox could not be read")) }
        return nil
    }

    /// Says why `error` ended the command, after `context` when one is given ("nothing discarded: …").
    private func fail(_ error: RepositoryError, before context: String? = nil) -> ExitCode {
        let cause =
            if error.kind == .notFound, let what = error.request, what.hasPrefix("todo ") {
                "There is no \(what) in the local store"
            } else {
                ErrorViewModel(error).message
            }
        let message = context.map { "\($0): \(cause)" } ?? cause
        output.reportFailure(ProblemDocument(part: "todos", message: message, request: error.request), format: format)
        return ExitCode(error)
    }
}

/// Todos as text rows, for `todos list` and the change reports: one todo, one row.
enum TodoLines {
    static func list(_ todos: [Todo]) -> [String] {
        guard !todos.isEmpty else { return ["No todos."] }
        return todos.map { todo in
            "\(String(repeating: " ", count: max(0, 4 - String(todo.id).count)))\(todo.id) "
                + "\(checkbox(todo)) \(todo.title)  \(status(of: todo))"
        }
    }

    /// "[x] Buy milk (synced)": one todo without its id, as a change's report ends.
    static func line(_ todo: Todo) -> String {
        "\(checkbox(todo)) \(todo.title) \(status(of: todo))"
    }

    private static func checkbox(_ todo: Todo) -> String {
        todo.isCompleted ? "[x]" : "[ ]"
    }

    static func status(of todo: Todo) -> String {
        SyncStatusText.mark(of: todo.syncStatus)
    }
}
