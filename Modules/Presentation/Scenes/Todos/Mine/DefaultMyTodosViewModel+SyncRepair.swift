import StrataDomain

/// Settling what the server refused or did not keep: retry sends it again, discard gives it up.
extension DefaultMyTodosViewModel {
    /// Queues the todo's refused or unkept changes again, after every edit started before.
    public func retrySync(id: Todo.ID) async {
        let retry = repair.retry
        await edits.run(.afterCurrent) { [self] in
            guard let todo = self.list.todo(id) else { return }
            self.editError = nil
            self.settledChange = nil
            do throws(RepositoryError) {
                self.replace(id, with: try await retry.execute(todo))
                self.settledChange = "Queued '\(todo.title)' to be sent again"
            } catch {
                self.editError = ErrorViewModel(error, notFound: "That todo was deleted meanwhile")
            }
        }
    }

    /// Gives up the todo's refused or unkept changes, then shows the list as the store now holds it.
    public func discardChanges(id: Todo.ID) async {
        let discard = repair.discard
        await edits.run(.afterCurrent) { [self] in
            guard let todo = self.list.todo(id) else { return }
            self.editError = nil
            self.settledChange = nil
            do throws(RepositoryError) {
                let lost = try await discard.execute(todo)
                await self.list.reloadFromStore()
                let what = lost.map(Self.describe).joined(separator: ", ")
                self.settledChange = "Discarded for '\(todo.title)': \(what.isEmpty ? "nothing" : what)"
            } catch {
                self.editError = ErrorViewModel(error, notFound: "That todo was deleted meanwhile")
            }
        }
    }

    static func describe(_ change: DiscardedChange) -> String {
        switch change {
        case .todo: "the todo, which only this device had"
        case .title(let title): "the title '\(title)'"
        case .completion(let done): "marking it \(done ? "done" : "open")"
        case .deletion: "its deletion, so it is back"
        }
    }
}
