import Foundation
import StrataDomain

@testable import StrataData

/// Working todos and outbox in memory, held to the same contracts as `SQLiteTodosStore` and
/// `SQLiteTodoOutbox`: one actor plays both, as one database does.
actor InMemoryTodoStorage: TodosStore, TodoOutbox {
    private struct Row {
        var serverID: Int?
        var ownerID: User.ID
        var title: String
        var isCompleted: Bool
        var isDeleted = false
    }

    private struct Operation {
        let id: Int
        let todoID: Todo.ID
        let change: OutboxOperation.Change
        let createdAt: Date
        var attempts = 0
        var nextAttemptAt: Date
        var lastError: String?
    }

    private let backoff: OutboxBackoff
    private var rows: [Todo.ID: Row] = [:]
    private var operations: [Operation] = []
    private var lastLocalID = 0
    private var lastOperationID = 0

    init(backoff: OutboxBackoff = .standard) {
        self.backoff = backoff
    }

    // MARK: TodosStore

    func todos(ownerID: User.ID) -> [StoredTodo] {
        rows.keys.sorted().compactMap { id in
            guard let row = rows[id], row.ownerID == ownerID, !row.isDeleted else { return nil }
            return stored(id)
        }
    }

    func todo(id: Todo.ID) throws(StorageError) -> StoredTodo {
        try liveRow(id)
        return stored(id)
    }

    func create(ownerID: User.ID, title: String, at date: Date) -> StoredTodo {
        lastLocalID += 1
        rows[lastLocalID] = Row(serverID: nil, ownerID: ownerID, title: title, isCompleted: false)
        append(.create(title: title, isCompleted: false), todoID: lastLocalID, at: date)
        return stored(lastLocalID)
    }

    func rename(id: Todo.ID, to title: String, at date: Date) throws(StorageError) -> StoredTodo {
        try liveRow(id)
        rows[id]?.title = title
        append(.rename(title: title), todoID: id, at: date)
        return stored(id)
    }

    func setCompleted(id: Todo.ID, _ isCompleted: Bool, at date: Date) throws(StorageError) -> StoredTodo {
        try liveRow(id)
        guard rows[id]?.isCompleted != isCompleted else { return stored(id) }
        rows[id]?.isCompleted = isCompleted
        append(.setCompleted(isCompleted), todoID: id, at: date)
        return stored(id)
    }

    func delete(id: Todo.ID, at date: Date) throws(StorageError) {
        try liveRow(id)
        rows[id]?.isDeleted = true
        append(.delete, todoID: id, at: date)
    }

    func saveServerTodos(_ todos: [Todo]) {
        for todo in todos {
            if let id = rows.first(where: { $0.value.serverID == todo.id })?.key {
                guard rows[id]?.isDeleted == false, !operations.contains(where: { $0.todoID == id }) else { continue }
                rows[id]?.ownerID = todo.ownerID
                rows[id]?.title = todo.title
                rows[id]?.isCompleted = todo.isCompleted
            } else {
                let id = rows[todo.id] == nil ? todo.id : lastLocalID + 1
                lastLocalID = max(lastLocalID, id)
                rows[id] = Row(
                    serverID: todo.id, ownerID: todo.ownerID, title: todo.title, isCompleted: todo.isCompleted)
            }
        }
    }

    // MARK: TodoOutbox

    func pendingOperations() -> [OutboxOperation] {
        operations.map(outboxOperation)
    }

    func nextDueOperation(at date: Date) -> OutboxOperation? {
        operations.first.flatMap { $0.nextAttemptAt <= date ? outboxOperation($0) : nil }
    }

    func markDone(_ operationID: OutboxOperation.ID, serverID: Int?) throws(StorageError) {
        let operation = try self.operation(operationID)
        switch operation.change {
        case .create:
            guard let serverID else {
                throw .constraint(detail: "the creation of todo \(operation.todoID) needs the id the server assigned")
            }
            rows[operation.todoID]?.serverID = serverID
        case .delete:
            rows[operation.todoID] = nil
        case .rename, .setCompleted:
            break
        }
        operations.removeAll { $0.id == operationID }
    }

    func discard(_ operationID: OutboxOperation.ID) throws(StorageError) {
        let operation = try self.operation(operationID)
        operations.removeAll { $0.id == operationID }
        if case .delete = operation.change { rows[operation.todoID] = nil }
    }

    func recordFailure(_ operationID: OutboxOperation.ID, reason: String, at date: Date) throws(StorageError)
        -> OutboxOperation
    {
        let operation = try self.operation(operationID)
        guard let index = operations.firstIndex(where: { $0.id == operation.id }) else {
            return outboxOperation(operation)
        }
        operations[index].attempts += 1
        operations[index].lastError = reason
        operations[index].nextAttemptAt = date.addingTimeInterval(
            backoff.delay(afterAttempts: operations[index].attempts).inSeconds)
        return outboxOperation(operations[index])
    }

    // MARK: Helpers

    private func liveRow(_ id: Todo.ID) throws(StorageError) {
        guard let row = rows[id], !row.isDeleted else { throw .notFound("todo \(id)") }
    }

    private func operation(_ id: OutboxOperation.ID) throws(StorageError) -> Operation {
        guard let operation = operations.first(where: { $0.id == id }) else {
            throw .notFound("outbox operation \(id)")
        }
        return operation
    }

    private func append(_ change: OutboxOperation.Change, todoID: Todo.ID, at date: Date) {
        lastOperationID += 1
        operations.append(
            Operation(id: lastOperationID, todoID: todoID, change: change, createdAt: date, nextAttemptAt: date))
    }

    private func stored(_ id: Todo.ID) -> StoredTodo {
        let row = rows[id]!
        let waiting = operations.filter { $0.todoID == id }
        let status: Todo.SyncStatus =
            waiting.isEmpty ? .synced : .pending(lastError: waiting.last { $0.lastError != nil }?.lastError)
        return StoredTodo(
            todo: Todo(
                id: id, ownerID: row.ownerID, title: row.title, isCompleted: row.isCompleted, syncStatus: status),
            serverID: row.serverID)
    }

    private func outboxOperation(_ operation: Operation) -> OutboxOperation {
        let row = rows[operation.todoID]!
        return OutboxOperation(
            id: operation.id, todoID: operation.todoID, ownerID: row.ownerID, serverID: row.serverID,
            change: operation.change, createdAt: operation.createdAt, attempts: operation.attempts,
            nextAttemptAt: operation.nextAttemptAt, lastError: operation.lastError)
    }
}
