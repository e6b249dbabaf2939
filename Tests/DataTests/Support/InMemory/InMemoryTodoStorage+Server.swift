import Foundation
import StrataDomain

@testable import StrataData

extension InMemoryTodoStorage {
    func mergeServerTodos(_ todos: [Todo], fetchedAfter fetchGeneration: Int) {
        for server in todos {
            guard let localID = serverIDs.first(where: { $0.value == server.id })?.key else {
                lastLocalID += 1
                rows[lastLocalID] = Row(ownerID: server.ownerID, title: server.title, isCompleted: server.isCompleted)
                serverIDs[lastLocalID] = server.id
                continue
            }
            guard let row = rows[localID], !row.isDeleted else { continue }
            let ack = acknowledged[localID]
            if let ack, ack.generation > fetchGeneration { continue }
            let waiting = operations.filter { $0.todoID == localID }.map(\.change)
            let titleWaits = waiting.contains { $0.isCreation || { if case .rename = $0 { true } else { false } }($0) }
            let completionWaits = waiting.contains { $0.isCreation || $0.isToggle }
            let unkeptTitle = titleWaits ? nil : ack?.title.flatMap { $0 == server.title ? nil : $0 }
            let unkeptCompletion =
                completionWaits ? nil : ack?.completed.flatMap { $0 == server.isCompleted ? nil : $0 }
            rows[localID] = Row(
                ownerID: server.ownerID, title: titleWaits ? row.title : server.title,
                isCompleted: completionWaits ? row.isCompleted : server.isCompleted)
            if let ack {
                let kept = (title: titleWaits ? ack.title : nil, completed: completionWaits ? ack.completed : nil)
                acknowledged[localID] =
                    kept.title == nil && kept.completed == nil ? nil : (kept.title, kept.completed, ack.generation)
            }
            guard unkeptTitle != nil || unkeptCompletion != nil, conflicts[localID]?.formerServerID == nil else {
                continue
            }
            let earlier = conflicts[localID]
            conflicts[localID] = Conflict(
                unkeptTitle: unkeptTitle ?? earlier?.unkeptTitle,
                unkeptCompletion: unkeptCompletion ?? earlier?.unkeptCompletion)
        }
    }

    func retry(id: Todo.ID, at date: Date) throws(StorageError) -> StoredTodo? {
        let todo = try self.todo(id: id).todo
        switch todo.syncStatus {
        case .rejected:
            for index in operations.indices where operations[index].todoID == id && operations[index].rejection != nil {
                operations[index].rejection = nil
                operations[index].lastError = nil
                operations[index].attempts = 0
                operations[index].nextAttemptAt = date
                operations[index].key = OutboxTable.newIdempotencyKey()
                if operations[index].change.isCreation {
                    operations[index].change = .create(title: todo.title, isCompleted: todo.isCompleted)
                }
            }
        case .conflict(.changesNotKept(let unkept)):
            conflicts[id] = nil
            if let title = unkept.title {
                rows[id]?.title = title
                append(.rename(title: title), todoID: id, at: date)
            }
            if let isCompleted = unkept.isCompleted {
                rows[id]?.isCompleted = isCompleted
                append(.setCompleted(isCompleted), todoID: id, at: date)
            }
        case .conflict(.missingOnServer):
            conflicts[id] = nil
            append(.create(title: todo.title, isCompleted: todo.isCompleted), todoID: id, at: date)
        case .synced, .pending:
            return nil
        }
        return stored(id)
    }

    func discard(id: Todo.ID, server: ServerVersion) throws(StorageError) -> [DiscardedChange] {
        let todo = try self.todo(id: id).todo
        switch todo.syncStatus {
        case .rejected:
            let parked = operations.filter { $0.todoID == id && $0.rejection != nil }
            if parked.contains(where: { $0.change.isCreation }) {
                remove(id)
                return [.todo(title: todo.title)]
            }
            switch server {
            case .notRead:
                return []
            case .holds(let serverTodo, let generation):
                operations.removeAll { $0.todoID == id && $0.rejection != nil }
                if parked.contains(where: { $0.change == .delete }) { rows[id]?.isDeleted = false }
                mergeServerTodos([serverTodo], fetchedAfter: generation)
                return parked.map { $0.change.discardedField ?? .deletion }
            case .absent:
                remove(id)
                return parked.compactMap(\.change.discardedField) + [.todo(title: todo.title)]
            }
        case .conflict(.changesNotKept(let unkept)):
            conflicts[id] = nil
            return [unkept.title.map(DiscardedChange.title), unkept.isCompleted.map(DiscardedChange.completion)]
                .compactMap { $0 }
        case .conflict(.missingOnServer):
            remove(id)
            return [.todo(title: todo.title)]
        case .synced, .pending:
            return []
        }
    }
}
