import Foundation
import StrataDomain
import StrataNetworking

/// Sends the todo outbox to the server, oldest operation first, and stops at the first failure so a
/// later edit never overtakes an earlier one. A success removes the operation (and gives a created todo
/// its server id); a temporary failure (no connection, a timeout, 408, 429, 5xx) stays for the next
/// attempt, after a backoff. An operation the server refuses for good (another 4xx, such as a 404 for
/// a todo it does not have) is dropped from the queue so it cannot block every later edit; the local
/// todo keeps its values, and the report counts it.
actor TodosSynchronizer: TodoSyncRepository {
    private let outbox: any TodoOutbox
    private let remote: any TodosRemoteDataSource
    private let isOffline: Bool
    private let now: @Sendable () -> Date
    private let broadcaster = SyncReportBroadcaster()
    private var running: (task: Task<TodoSyncReport, Never>, request: TodoSyncRequest)?

    /// - Parameter isOffline: never touch the network, as `--offline` asks; syncs then only count.
    init(
        outbox: any TodoOutbox, remote: any TodosRemoteDataSource, isOffline: Bool,
        now: @escaping @Sendable () -> Date
    ) {
        self.outbox = outbox
        self.remote = remote
        self.isOffline = isOffline
        self.now = now
    }

    /// Sends what `request` asks for. Concurrent callers in this process share one sync rather than racing.
    @discardableResult
    func sync(_ request: TodoSyncRequest) async -> TodoSyncReport {
        var awaited: Task<TodoSyncReport, Never>?
        while let current = running, current.task != awaited {
            awaited = current.task
            let report = await current.task.value
            // A sync that skipped backed-off operations does not answer a caller who wants them sent.
            if current.request == .everything || request == .due {
                return report
            }
        }
        let task = Task { await self.run(request) }
        running = (task, request)
        let report = await task.value
        if running?.task == task {
            running = nil
        }
        broadcaster.publish(report)
        return report
    }

    /// Every report from now on, as each sync of this synchronizer ends.
    nonisolated func reports() -> AsyncStream<TodoSyncReport> {
        broadcaster.stream()
    }

    /// Starts a sync in the background, as an edit does; the edit itself never waits for the network.
    nonisolated func scheduleSync() {
        Task { await self.sync(.due) }
    }

    private func run(_ request: TodoSyncRequest) async -> TodoSyncReport {
        guard !isOffline else { return await report(.offline) }
        var sent = 0
        var rejected = 0
        let horizon = request == .everything ? Date.distantFuture : now()
        while true {
            let operation: OutboxOperation
            do {
                guard let next = try await outbox.nextDueOperation(at: horizon) else { break }
                operation = next
            } catch {
                return await report(.stopped(RepositoryError(error)), sent: sent, rejected: rejected)
            }
            do {
                let serverID = try await send(operation)
                try await outbox.markDone(operation.id, serverID: serverID)
                sent += 1
            } catch let error as NetworkError where error.isRefusal {
                // The loop must never meet this operation again, or it would send it forever.
                do {
                    try await outbox.discard(operation.id)
                } catch {
                    return await report(.stopped(RepositoryError(error)), sent: sent, rejected: rejected)
                }
                rejected += 1
            } catch let error as NetworkError {
                _ = try? await outbox.recordFailure(operation.id, reason: error.description, at: now())
                return await report(.stopped(RepositoryError(error)), sent: sent, rejected: rejected)
            } catch let error as StorageError {
                return await report(.stopped(RepositoryError(error)), sent: sent, rejected: rejected)
            } catch {
                return await report(.stopped(.storageFailure(reason: "\(error)")), sent: sent, rejected: rejected)
            }
        }
        return await report(.finished, sent: sent, rejected: rejected)
    }

    /// The report of a sync that ended with `outcome`, with what the outbox holds now.
    private func report(_ outcome: TodoSyncReport.Outcome, sent: Int = 0, rejected: Int = 0) async -> TodoSyncReport {
        let pending = try? await outbox.pendingOperations().count
        return TodoSyncReport(outcome: outcome, sent: sent, rejected: rejected, pending: pending)
    }

    /// Sends one operation; returns the server's id for a creation.
    private func send(_ operation: OutboxOperation) async throws(NetworkError) -> Int? {
        switch operation.change {
        case .create(let title, let isCompleted):
            let created = try await remote.createTodo(
                TodoDraftDTO(userId: operation.ownerID, title: title, completed: isCompleted)
            )
            return created.id
        case .rename(let title):
            try await patch(operation, TodoPatchDTO(title: title))
            return nil
        case .setCompleted(let isCompleted):
            try await patch(operation, TodoPatchDTO(completed: isCompleted))
            return nil
        case .delete:
            guard let serverID = operation.serverID else { return nil }
            do {
                try await remote.deleteTodo(id: serverID)
            } catch .httpStatus(code: 404, body: _) {
                // Already gone on the server: the deletion has the effect it asked for.
            }
            return nil
        }
    }

    private func patch(_ operation: OutboxOperation, _ patch: TodoPatchDTO) async throws(NetworkError) {
        // Creations are sent first, so a todo without a server id by now is one whose creation the
        // server refused: it has nothing to change there.
        guard let serverID = operation.serverID else { return }
        _ = try await remote.patchTodo(id: serverID, patch)
    }
}
