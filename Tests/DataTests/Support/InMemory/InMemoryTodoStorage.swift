import Foundation
import StrataDomain

@testable import StrataData

/// Working todos, outbox and sync lease in memory, held to the same contracts as the SQLite adapters:
/// one actor plays all three, as one database does.
actor InMemoryTodoStorage: TodosStore, TodoOutbox, SyncLeaseStore {
    struct Row {
        var ownerID: User.ID
        var title: String
        var isCompleted: Bool
        var isDeleted = false
    }

    struct Operation {
        let id: Int
        let todoID: Todo.ID
        var change: OutboxOperation.Change
        var key: String
        let createdAt: Date
        var attempts = 0
        var nextAttemptAt: Date
        var lastError: String?
        var rejection: String?
    }

    struct Conflict {
        var unkeptTitle: String?
        var unkeptCompletion: Bool?
        var formerServerID: Int?
    }

    let backoff: OutboxBackoff
    var rows: [Todo.ID: Row] = [:]
    var serverIDs: [Todo.ID: Int] = [:]
    var operations: [Operation] = []
    var conflicts: [Todo.ID: Conflict] = [:]
    var acknowledged: [Todo.ID: (title: String?, completed: Bool?, generation: Int)] = [:]
    var generation = 0
    var lease: (holder: LeaseHolder, expiresAt: Date)?
    var lastLocalID = 0
    var lastOperationID = 0

    init(backoff: OutboxBackoff = .standard) {
        self.backoff = backoff
    }

    // MARK: Reading

    func todos(ownerID: User.ID) -> [StoredTodo] {
        rows.keys.sorted().filter { rows[$0]?.ownerID == ownerID && isVisible($0) }.map(stored)
    }

    func todo(id: Todo.ID) throws(StorageError) -> StoredTodo {
        guard rows[id] != nil, isVisible(id) else { throw .notFound("todo \(id)") }
        return stored(id)
    }

    func syncGeneration() -> Int { generation }

    func isVisible(_ id: Todo.ID) -> Bool {
        rows[id]?.isDeleted == false
            || operations.contains { $0.todoID == id && $0.change == .delete && $0.rejection != nil }
    }

    func stored(_ id: Todo.ID) -> StoredTodo {
        let row = rows[id]!
        let waiting = operations.filter { $0.todoID == id }
        let status: Todo.SyncStatus
        if let parked = waiting.first(where: { $0.rejection != nil }) {
            status = .rejected(reason: parked.rejection!)
        } else if !waiting.isEmpty {
            status = .pending(lastError: waiting.last { $0.lastError != nil }?.lastError)
        } else if let former = conflicts[id]?.formerServerID {
            status = .conflict(.missingOnServer(formerServerID: former))
        } else if let unkept = UnkeptChanges(
            title: conflicts[id]?.unkeptTitle, isCompleted: conflicts[id]?.unkeptCompletion)
        {
            status = .conflict(.changesNotKept(unkept))
        } else {
            status = .synced
        }
        return StoredTodo(
            todo: Todo(
                id: id, ownerID: row.ownerID, title: row.title, isCompleted: row.isCompleted, syncStatus: status),
            serverID: serverIDs[id])
    }

    // MARK: Editing

    func create(ownerID: User.ID, title: String, at date: Date) -> StoredTodo {
        lastLocalID += 1
        rows[lastLocalID] = Row(ownerID: ownerID, title: title, isCompleted: false)
        append(.create(title: title, isCompleted: false), todoID: lastLocalID, at: date)
        return stored(lastLocalID)
    }

    func rename(id: Todo.ID, to title: String, at date: Date) throws(StorageError) -> StoredTodo {
        try requireLive(id)
        rows[id]?.title = title
        conflicts[id]?.unkeptTitle = nil
        queueIfTheServerHasIt(.rename(title: title), todoID: id, at: date)
        return stored(id)
    }

    func setCompleted(id: Todo.ID, _ isCompleted: Bool, at date: Date) throws(StorageError) -> StoredTodo {
        try requireLive(id)
        guard rows[id]?.isCompleted != isCompleted else { return stored(id) }
        rows[id]?.isCompleted = isCompleted
        conflicts[id]?.unkeptCompletion = nil
        queueIfTheServerHasIt(.setCompleted(isCompleted), todoID: id, at: date)
        return stored(id)
    }

    func delete(id: Todo.ID, at date: Date) throws(StorageError) {
        try requireLive(id)
        let sentCreation = operations.contains {
            $0.todoID == id && $0.change.isCreation && $0.attempts > 0 && $0.rejection == nil
        }
        let serverNeverSaw = serverIDs[id] == nil && !sentCreation
        if !serverNeverSaw, operations.contains(where: { $0.todoID == id && $0.rejection != nil }) {
            throw .changeRefused(todo: id)
        }
        rows[id]?.isDeleted = true
        if serverNeverSaw {
            remove(id)
        } else {
            append(.delete, todoID: id, at: date)
        }
    }

    func requireLive(_ id: Todo.ID) throws(StorageError) {
        guard let row = rows[id] else { throw .notFound("todo \(id)") }
        guard !row.isDeleted else { throw isVisible(id) ? .deletionRefused(todo: id) : .notFound("todo \(id)") }
    }

    func queueIfTheServerHasIt(_ change: OutboxOperation.Change, todoID: Todo.ID, at date: Date) {
        if let conflict = conflicts[todoID], conflict.formerServerID == nil, conflict.unkeptTitle == nil,
            conflict.unkeptCompletion == nil
        {
            conflicts[todoID] = nil
        }
        guard serverIDs[todoID] != nil || operations.contains(where: { $0.todoID == todoID && $0.change.isCreation })
        else { return }
        append(change, todoID: todoID, at: date)
    }

    func append(_ change: OutboxOperation.Change, todoID: Todo.ID, at date: Date) {
        lastOperationID += 1
        operations.append(
            Operation(
                id: lastOperationID, todoID: todoID, change: change, key: OutboxTable.newIdempotencyKey(),
                createdAt: date, nextAttemptAt: date))
    }

    func remove(_ id: Todo.ID) {
        rows[id] = nil
        serverIDs[id] = nil
        conflicts[id] = nil
        acknowledged[id] = nil
        operations.removeAll { $0.todoID == id }
    }

    func outboxOperation(_ operation: Operation) -> OutboxOperation {
        OutboxOperation(
            id: operation.id, todoID: operation.todoID, ownerID: rows[operation.todoID]!.ownerID,
            serverID: serverIDs[operation.todoID], change: operation.change, idempotencyKey: operation.key,
            createdAt: operation.createdAt, attempts: operation.attempts, nextAttemptAt: operation.nextAttemptAt,
            lastError: operation.lastError, rejection: operation.rejection)
    }
}

extension OutboxOperation.Change {
    var isCreation: Bool {
        if case .create = self { true } else { false }
    }
}
