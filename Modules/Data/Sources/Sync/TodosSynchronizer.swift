import Foundation
import StrataNetworking

/// Sends the todo outbox to the server, oldest operation first, and stops at the first failure so a
/// later edit never overtakes an earlier one. A success removes the operation (and gives a created todo
/// its server id); a temporary failure (no connection, a timeout, 408, 429, 5xx) stays for the next
/// attempt, after a backoff. An operation the server refuses for good (another 4xx, such as a 404 for
/// a todo it does not have) is dropped from the queue so it cannot block every later edit; the local
/// todo keeps its values, and the report counts it.
public actor TodosSynchronizer {
    /// What one sync did.
    public struct Report: Hashable, Sendable {
        /// Operations sent and accepted in this sync.
        public var sent = 0
        /// Operations still waiting after this sync.
        public var pending = 0
        /// Why the sync stopped early, if it did.
        public var failure: String?
        /// Operations the server refused for good and that were dropped from the queue.
        public var rejected = 0

        /// A report with the given counts; a sync starts from the empty one.
        public init(sent: Int = 0, pending: Int = 0, failure: String? = nil, rejected: Int = 0) {
            self.sent = sent
            self.pending = pending
            self.failure = failure
            self.rejected = rejected
        }
    }

    private let outbox: any TodoOutbox
    private let remote: any TodosRemoteDataSource
    private let isOffline: Bool
    private var running: (task: Task<Report, Never>, ignoresBackoff: Bool)?

    /// - Parameter isOffline: never touch the network, as `--offline` asks; syncs then only count.
    public init(outbox: any TodoOutbox, remote: any TodosRemoteDataSource, isOffline: Bool = false) {
        self.outbox = outbox
        self.remote = remote
        self.isOffline = isOffline
    }

    /// Sends every operation that is due. Concurrent callers share one sync rather than racing.
    /// - Parameter ignoringBackoff: send even operations still backing off, as `strata sync` asks.
    @discardableResult
    public func sync(ignoringBackoff: Bool = false) async -> Report {
        var awaited: Task<Report, Never>?
        while let current = running, current.task != awaited {
            awaited = current.task
            let report = await current.task.value
            // A sync that skipped backed-off operations does not answer a caller who wants them sent.
            if current.ignoresBackoff || !ignoringBackoff {
                return report
            }
        }
        let task = Task { await self.run(ignoringBackoff: ignoringBackoff) }
        running = (task, ignoringBackoff)
        let report = await task.value
        if running?.task == task {
            running = nil
        }
        return report
    }

    /// Starts a sync in the background, as an edit does; the edit itself never waits for the network.
    public nonisolated func scheduleSync() {
        Task { await self.sync() }
    }

    private func run(ignoringBackoff: Bool) async -> Report {
        var report = Report()
        if !isOffline {
            let horizon = ignoringBackoff ? Date.distantFuture : Date()
            while let operation = try? await outbox.nextDueOperation(at: horizon) {
                do {
                    let serverID = try await send(operation)
                    try await outbox.markDone(operation.id, serverID: serverID)
                    report.sent += 1
                } catch let error as NetworkError where error.isRefusal {
                    // The loop must never meet this operation again, or it would send it forever.
                    do {
                        try await outbox.discard(operation.id)
                    } catch {
                        report.failure = String(describing: error)
                        break
                    }
                    report.rejected += 1
                } catch {
                    let reason = String(describing: error)
                    _ = try? await outbox.recordFailure(operation.id, reason: reason, at: Date())
                    report.failure = reason
                    break
                }
            }
        }
        report.pending = (try? await outbox.pendingOperations().count) ?? 0
        return report
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
