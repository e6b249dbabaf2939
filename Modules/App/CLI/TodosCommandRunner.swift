import Foundation
import StrataDomain
import StrataPresentation

/// `strata todos …` and `strata sync`: the todo list for scripts. Every change is written locally at
/// once, then one sync is attempted, so a command succeeds offline and says what is still pending.
@MainActor
struct TodosCommandRunner {
    let container: AppDIContainer
    let output: ConsoleOutput

    func run(_ command: TodosCommand) async -> StrataCommand.ExitStatus {
        let todos = container.todosRepository
        do throws(RepositoryError) {
            switch command {
            case .list(let format):
                let ownerID = container.configuration.userID ?? 0
                let fetched = try await DefaultFetchTodosUseCase(todos: todos).execute(ownerID: ownerID, policy: .fresh)
                output.write(format == .json ? json(fetched.value) : text(fetched.value))
                return .success
            case .add(let title):
                let ownerID = container.configuration.userID ?? 0
                let created = try await DefaultCreateTodoUseCase(todos: todos).execute(ownerID: ownerID, title: title)
                return await report("Added", created)
            case .toggle(let id):
                let toggled = try await DefaultToggleTodoUseCase(todos: todos).execute(try await find(id))
                return await report(toggled.isCompleted ? "Done" : "Reopened", toggled)
            case .rename(let id, let title):
                let renamed = try await DefaultRenameTodoUseCase(todos: todos).execute(try await find(id), title: title)
                return await report("Renamed", renamed)
            case .remove(let id):
                let todo = try await find(id)
                try await DefaultDeleteTodoUseCase(todos: todos).execute(todo)
                let sync = await DefaultSyncTodosUseCase(sync: container.todoSync).execute(.due)
                output.write(
                    "Deleted todo \(id)\(sync.pending != 0 ? " (the server is told when it can be reached)" : "")\n")
                return .success
            }
        } catch {
            return fail(error)
        }
    }

    /// `strata sync`: sends everything waiting, even operations still backing off.
    func sync() async -> StrataCommand.ExitStatus {
        let report = await DefaultSyncTodosUseCase(sync: container.todoSync).execute(.everything)
        let pending = report.pending.map(String.init) ?? "unknown"
        if case .stopped(let failure) = report.outcome {
            output.writeError(
                "strata: sync stopped after \(report.sent) sent: \(ErrorViewModel(failure).message); "
                    + "\(pending) still pending\n")
            return .failure
        }
        var summary = "Sent \(report.sent) change\(report.sent == 1 ? "" : "s"); \(pending) pending"
        if report.rejected > 0 {
            summary += "; \(report.rejected) refused by the server and dropped (the local todos keep their values)"
        }
        output.write(summary + "\n")
        return .success
    }

    private func find(_ id: Todo.ID) async throws(RepositoryError) -> Todo {
        do {
            return try await DefaultFetchTodoUseCase(todos: container.todosRepository).execute(id: id)
        } catch .notFound {
            throw .rejected(reason: "Todo \(id) does not exist")
        }
    }

    /// Tries one sync after an edit and says where the todo stands.
    private func report(_ verb: String, _ todo: Todo) async -> StrataCommand.ExitStatus {
        _ = await DefaultSyncTodosUseCase(sync: container.todoSync).execute(.due)
        let current =
            (try? await DefaultFetchTodoUseCase(todos: container.todosRepository).execute(id: todo.id)) ?? todo
        output.write("\(verb) todo \(current.id): \(current.title) \(Self.status(of: current))\n")
        return .success
    }

    private func fail(_ error: RepositoryError) -> StrataCommand.ExitStatus {
        switch error.kind {
        case .rejected(let reason):
            output.writeError("strata: \(reason)\n")
            return .usage
        case .notFound:
            output.writeError("strata: not found\n")
            return .usage
        default:
            output.writeError("strata: \(ErrorViewModel(error).message)\n")
            return .failure
        }
    }

    private func text(_ todos: [Todo]) -> String {
        guard !todos.isEmpty else { return "No todos.\n" }
        return todos.map { todo in
            "\(String(repeating: " ", count: max(0, 4 - String(todo.id).count)))\(todo.id) "
                + "\(todo.isCompleted ? "[x]" : "[ ]") \(todo.title)  \(Self.status(of: todo))"
        }.joined(separator: "\n") + "\n"
    }

    private struct TodoDocument: Encodable {
        let id: Int
        let title: String
        let completed: Bool
        let synced: Bool
    }

    private func json(_ todos: [Todo]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let documents = todos.map {
            TodoDocument(id: $0.id, title: $0.title, completed: $0.isCompleted, synced: $0.syncStatus == .synced)
        }
        // Encoding plain strings, numbers and booleans cannot fail.
        let data = (try? encoder.encode(documents)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func status(of todo: Todo) -> String {
        switch todo.syncStatus {
        case .synced: "(synced)"
        case .pending(nil): "(pending)"
        case .pending(let error?): "(pending: \(error))"
        case .rejected(let reason): "(rejected by the server: \(reason))"
        case .conflict: "(conflict: the server did not keep the change)"
        }
    }
}
