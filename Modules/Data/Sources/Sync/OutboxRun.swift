import Foundation
import StrataDomain

/// One sync's pass over the outbox, under the lease its ticket holds: the oldest operation first, each
/// sent, acknowledged, read back and settled before the next, so a later edit never overtakes an
/// earlier one and nothing counts as sent that the server does not hold.
struct OutboxRun {
    let outbox: SQLiteTodoOutbox
    let sender: OutboxSender
    let ticket: LeaseTicket
    /// Renews the lease; `false` once another sync has taken it over.
    let renew: @Sendable () async -> Bool
    let now: @Sendable () -> Date
    let request: TodoSyncRequest

    /// Sends until nothing due is left, and says how the pass ended and how many operations the server
    /// took (read back) or refused.
    func send() async -> (TodoSyncReport.Outcome, sent: Int, rejected: Int) {
        var sent = 0
        var rejected = 0
        // A server known not to keep writes is tried again with one operation, the oldest, in case it
        // keeps them now: by a sync the user asked for, or by an automatic one once the wait since the
        // last try has passed.
        var mayProbe = true
        let horizon = request == .everything ? Date.distantFuture : now()
        do throws(StorageError) {
            while true {
                // Renewed before every operation: a sync that lost its lease stops before sending more.
                guard await renew() else { return (.alreadyRunning, sent, rejected) }
                guard let next = try await outbox.nextOperation(dueBy: horizon) else {
                    return (.finished, sent, rejected)
                }
                // Stopped before an attempt begins, so no attempt is counted that never went out.
                guard !Task.isCancelled else { return (.stopped(.cancelled), sent, rejected) }
                if next.acknowledgedID != nil {
                    // Only a creation's read back asks which server ids this store gives to other todos.
                    var known: Set<Int> = []
                    if case .create = next.change { known = try await outbox.serverIDsHeld(besides: next.todoID) }
                    switch await sender.readBack(next, known: known) {
                    case .kept:
                        try await outbox.confirm(next.id, ticket)
                        sent += 1
                    case .notKept(let evidence):
                        try await outbox.notKept(next.id, evidence: evidence, at: now(), ticket)
                        return (.notKeptByServer(reason: evidence), sent, rejected)
                    case .inDoubt(let evidence, let copy):
                        try await outbox.parkInDoubt(next.id, reason: evidence, copy: copy, ticket)
                        rejected += 1
                    case .gone:
                        try await outbox.gone(next.id, ticket)
                    case .stopped(let failure):
                        return try await stop(next, failure, sent: sent, rejected: rejected)
                    }
                    continue
                }
                if let server = try await outbox.notKept(at: now()) {
                    guard mayProbe, request == .everything || server.mayBeTriedAgain else {
                        return (.notKeptByServer(reason: server.evidence), sent, rejected)
                    }
                    mayProbe = false
                }
                // A write goes only to a server known to have todos: a base URL with a wrong path is found
                // out by a read, and never receives a creation it could hold the todo in doubt for.
                if try await !outbox.serverHasAnswered() {
                    if let failure = await sender.probe() { return (.stopped(failure), sent, rejected) }
                    try await outbox.recordServerAnswered()
                }
                guard let operation = try await outbox.beginAttempt(next.id, ticket) else { continue }
                switch await sender.send(operation) {
                case .acknowledged(let serverID):
                    try await outbox.acknowledge(operation.id, serverID: serverID, ticket)
                case .rejected(let reason, let mayHaveBeenDone):
                    try await outbox.park(operation.id, reason: reason, mayHaveBeenDone: mayHaveBeenDone, ticket)
                    rejected += 1
                case .gone:
                    try await outbox.gone(operation.id, ticket)
                case .nothingToSend:
                    try await outbox.settleWithoutSending(operation.id, ticket)
                case .stopped(let failure):
                    return try await stop(operation, failure, sent: sent, rejected: rejected)
                case .notDone(let failure):
                    return try await stop(operation, failure, done: false, sent: sent, rejected: rejected)
                }
            }
        } catch .syncLeaseLost {
            return (.alreadyRunning, sent, rejected)
        } catch {
            return (.stopped(RepositoryError(error)), sent, rejected)
        }
    }

    /// Ends the pass on a failure: the operation stays, its failure kept and its next attempt backed off,
    /// unless the sync was cancelled, which is no failure of the server's.
    private func stop(
        _ operation: OutboxOperation, _ failure: RepositoryError, done: Bool? = nil, sent: Int, rejected: Int
    ) async throws(StorageError) -> (TodoSyncReport.Outcome, sent: Int, rejected: Int) {
        if failure.kind != .cancelled {
            try await outbox.recordFailure(
                operation.id, reason: failure.sentence, at: now(), mayHaveBeenDone: done ?? true, ticket)
        }
        return (.stopped(failure), sent, rejected)
    }
}
