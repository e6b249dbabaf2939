import Foundation
import StrataDomain

@testable import StrataData

extension InMemoryTodoStorage {
    func pendingOperations() -> [OutboxOperation] {
        operations.map(outboxOperation)
    }

    func queuedCount() -> Int {
        operations.count { $0.rejection == nil }
    }

    func nextOperation(dueBy date: Date) -> OutboxOperation? {
        let parkedTodos = Set(operations.filter { $0.rejection != nil }.map(\.todoID))
        let next = operations.first { $0.rejection == nil && !parkedTodos.contains($0.todoID) }
        return next.flatMap { $0.nextAttemptAt <= date ? outboxOperation($0) : nil }
    }

    func beginAttempt(_ operationID: OutboxOperation.ID) -> OutboxOperation? {
        guard let index = operations.firstIndex(where: { $0.id == operationID && $0.rejection == nil }) else {
            return nil
        }
        operations[index].attempts += 1
        return outboxOperation(operations[index])
    }

    func acknowledge(_ operationID: OutboxOperation.ID, serverID: Int?) throws(StorageError) {
        guard let operation = operations.first(where: { $0.id == operationID }) else { return }
        let todoID = operation.todoID
        generation += 1
        switch operation.change {
        case .create(let title, let isCompleted):
            guard let serverID else {
                throw .constraint(detail: "the creation of todo \(todoID) needs the id the server assigned")
            }
            if let holder = serverIDs.first(where: { $0.value == serverID && $0.key != todoID })?.key {
                serverIDs[holder] = nil
                acknowledged[holder] = nil
                conflicts[holder] = Conflict(formerServerID: serverID)
                if rows[holder]?.isDeleted == true { remove(holder) }
                operations.removeAll {
                    $0.todoID == holder && { if case .rename = $0.change { true } else { $0.change.isToggle } }($0)
                }
            }
            serverIDs[todoID] = serverID
            remember(todoID, title: title, completed: isCompleted)
        case .rename(let title):
            remember(todoID, title: title, completed: nil)
        case .setCompleted(let isCompleted):
            remember(todoID, title: nil, completed: isCompleted)
        case .delete:
            remove(todoID)
            return
        }
        operations.removeAll { $0.id == operationID }
    }

    private func remember(_ todoID: Todo.ID, title: String?, completed: Bool?) {
        let earlier = acknowledged[todoID]
        acknowledged[todoID] = (title ?? earlier?.title, completed ?? earlier?.completed, generation)
    }

    func park(_ operationID: OutboxOperation.ID, reason: String) {
        guard let index = operations.firstIndex(where: { $0.id == operationID }) else { return }
        operations[index].rejection = reason
    }

    func settleWithoutSending(_ operationID: OutboxOperation.ID) {
        guard let operation = operations.first(where: { $0.id == operationID }) else { return }
        if operation.change == .delete {
            remove(operation.todoID)
        } else {
            operations.removeAll { $0.id == operationID }
        }
    }

    func recordFailure(_ operationID: OutboxOperation.ID, reason: String, at date: Date) {
        guard let index = operations.firstIndex(where: { $0.id == operationID }) else { return }
        operations[index].lastError = reason
        operations[index].nextAttemptAt = date.addingTimeInterval(
            backoff.delay(afterAttempts: operations[index].attempts).inSeconds)
    }

    // MARK: SyncLeaseStore

    func claim(
        for holder: LeaseHolder, until expiry: Date, now: Date, mayBeRunning: @escaping @Sendable (LeaseHolder) -> Bool
    ) -> LeaseClaim {
        if let lease, lease.holder.token != holder.token, lease.expiresAt > now, mayBeRunning(lease.holder) {
            return .heldBy(lease.holder, until: lease.expiresAt)
        }
        lease = (holder, expiry)
        return .claimed
    }

    func release(_ holder: LeaseHolder) {
        if lease?.holder.token == holder.token { lease = nil }
    }
}

extension OutboxOperation.Change {
    var isToggle: Bool {
        if case .setCompleted = self { true } else { false }
    }
}
