import StrataDomain

/// Settling what the server refused or did not keep: retry sends it again, discard gives it up.
extension DefaultMyTodosViewModel {
    /// Queues the todo's refused or unkept changes again, after every edit started before.
    public func retrySync(id: Todo.ID) async {
        let retry = repair.retry
        await settling(id) { [self] todo async throws(RepositoryError) in
            replace(id, with: try await retry.execute(todo))
            return "Queued '\(todo.title)' to be sent again"
        }
    }

    /// Gives up the todo's refused or unkept changes, then shows the list as the store now holds it.
    public func discardChanges(id: Todo.ID) async {
        let discard = repair.discard
        await settling(id) { [self] todo async throws(RepositoryError) in
            let lost = try await discard.execute(todo)
            await list.reloadFromStore()
            let what = lost.map(Self.describe).joined(separator: ", ")
            return "Discarded for '\(todo.title)': \(what.isEmpty ? "nothing" : what)"
        }
    }

    /// Runs `settle` on the todo `id` after every edit started before, with the last messages cleared:
    /// what it returns is said as the settled change, what it throws as the edit's error.
    private func settling(_ id: Todo.ID, _ settle: @escaping (Todo) async throws(RepositoryError) -> String) async {
        await edits.run(.afterCurrent) { [self] in
            guard let todo = list.todo(id) else { return }
            editError = nil
            settledChange = nil
            do throws(RepositoryError) {
                settledChange = try await settle(todo)
            } catch {
                editError = ErrorViewModel(error, notFound: "That todo was deleted meanwhile")
            }
        }
    }

    private static func describe(_ change: DiscardedChange) -> String {
        switch change {
        case .todo: "the todo, which only this device had"
        case .title(let title): "the title '\(title)'"
        case .completion(let done): "marking it \(done ? "done" : "open")"
        case .deletion: "its deletion, so it is back"
        }
    }
}
