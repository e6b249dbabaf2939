import StrataDomain
import StrataNetworking

/// Sends one outbox operation and reads the server's answer as what the outbox must do with it: nothing
/// is dropped on a refusal, and nothing reads as acknowledged that the server did not answer with 2xx.
struct OutboxSender: Sendable {
    let remote: any TodosRemoteDataSource

    func send(_ operation: OutboxOperation) async -> SendOutcome {
        let key = operation.idempotencyKey
        do throws(RequestFailure) {
            switch operation.change {
            case .create(let title, let isCompleted):
                let draft = TodoDraftDTO(userId: operation.ownerID, title: title, completed: isCompleted)
                return .acknowledged(serverID: try await remote.createTodo(draft, idempotencyKey: key).id)
            case .rename(let title):
                guard let serverID = operation.serverID else { return .nothingToSend }
                _ = try await remote.patchTodo(id: serverID, TodoPatchDTO(title: title), idempotencyKey: key)
            case .setCompleted(let isCompleted):
                guard let serverID = operation.serverID else { return .nothingToSend }
                _ = try await remote.patchTodo(id: serverID, TodoPatchDTO(completed: isCompleted), idempotencyKey: key)
            case .delete:
                guard let serverID = operation.serverID else { return .nothingToSend }
                try await remote.deleteTodo(id: serverID, idempotencyKey: key)
            }
            return .acknowledged(serverID: nil)
        } catch {
            return await classify(error, of: operation)
        }
    }

    /// Content refusals park the one operation; everything else stops the sync with every operation kept.
    private func classify(_ failure: RequestFailure, of operation: OutboxOperation) async -> SendOutcome {
        guard case .network(.httpStatus(let status, let body)) = failure.cause else {
            return .stopped(RepositoryError(failure))
        }
        switch status {
        case 400, 413, 422:
            return .rejected(reason: ServerReason.from(body: body, status: status))
        case 409 where operation.attempts > 1:
            // An earlier attempt with this key may still be in the server's hands (the draft's answer
            // for that is 409): it is not a refusal, and sending it later with the same key is safe.
            return .stopped(RepositoryError(.serverFailure(status: status), request: failure.request))
        case 409:
            return .rejected(reason: ServerReason.from(body: body, status: status))
        case 404 where operation.serverID != nil, 410 where operation.serverID != nil:
            return await itemMissing(failure, status: status, of: operation)
        default:
            return .stopped(RepositoryError(failure))
        }
    }

    /// A 404 on one todo means either that the server no longer has it or that the whole path is wrong;
    /// `saysGone` tells which, so a wrong base URL never reads as "already deleted".
    private func itemMissing(_ failure: RequestFailure, status: Int, of operation: OutboxOperation) async
        -> SendOutcome
    {
        guard await remote.saysGone(failure) else { return .stopped(RepositoryError(failure)) }
        if case .delete = operation.change { return .acknowledged(serverID: nil) }
        return .rejected(
            reason:
                "the server no longer has this todo (\(failure.request) answered \(HTTPStatusPhrase.describe(status)))")
    }
}
