import StrataDomain
import StrataNetworking

/// Sends one outbox operation, and reads back what an acknowledged one wrote, and reads each answer as
/// what the outbox must do: nothing is dropped on a refusal, and nothing counts as done that the server
/// does not hold.
struct OutboxSender: Sendable {
    let remote: TodosRemoteDataSource

    func send(_ operation: OutboxOperation) async -> SendOutcome {
        let key = operation.idempotencyKey
        do throws(RequestFailure) {
            switch operation.change {
            case .create(let title, let isCompleted):
                let draft = TodoDraftDTO(userId: operation.ownerID, title: title, completed: isCompleted)
                return .acknowledged(serverID: try await remote.createTodo(draft, idempotencyKey: key))
            case .rename(let title):
                guard let serverID = operation.serverID else { return .nothingToSend }
                try await remote.patchTodo(id: serverID, TodoPatchDTO(title: title), idempotencyKey: key)
                return .acknowledged(serverID: serverID)
            case .setCompleted(let isCompleted):
                guard let serverID = operation.serverID else { return .nothingToSend }
                try await remote.patchTodo(id: serverID, TodoPatchDTO(completed: isCompleted), idempotencyKey: key)
                return .acknowledged(serverID: serverID)
            case .delete:
                guard let serverID = operation.serverID else { return .nothingToSend }
                try await remote.deleteTodo(id: serverID, idempotencyKey: key)
                return .acknowledged(serverID: serverID)
            }
        } catch {
            return await classify(error, of: operation)
        }
    }

    /// Reads back the todo an acknowledged operation wrote: the server keeps writes if it holds what was
    /// sent; a server that answers with the old value, or without the new todo, does not.
    ///
    /// A creation not found where the answer said is sent again (with a new key) only when the server's
    /// complete list of the owner's todos holds none with its values outside `known`, the server ids this
    /// store already gives to other todos: a server that kept it under another id than it answered would
    /// otherwise get one more copy with every sync.
    func readBack(_ operation: OutboxOperation, known: Set<Int>) async -> ReadBackOutcome {
        guard let id = operation.acknowledgedID else { return .kept }
        let read = remote.readBackName(of: id)
        let written = Self.request(of: operation, id: id)
        do throws(RequestFailure) {
            let todo = try await remote.fetchTodo(id: id)
            switch operation.change {
            case .create(let title, let isCompleted):
                guard todo.userId == operation.ownerID, todo.title == title, todo.completed == isCompleted else {
                    return await creationNotFound(
                        operation, title: title, isCompleted: isCompleted, known: known,
                        evidence: "\(written) was acknowledged as todo \(id), but \(read) shows “\(todo.title)”")
                }
            case .rename(let title):
                guard todo.title == title else {
                    return .notKept(evidence: "\(written) was acknowledged, but \(read) still shows “\(todo.title)”")
                }
            case .setCompleted(let isCompleted):
                guard todo.completed == isCompleted else {
                    return .notKept(
                        evidence:
                            "\(written) was acknowledged, but \(read) still shows it \(todo.completed ? "done" : "open")"
                    )
                }
            case .delete:
                return .notKept(evidence: "\(written) was acknowledged, but \(read) still has it")
            }
            return .kept
        } catch {
            guard await remote.saysGone(error) else { return .stopped(RepositoryError(error)) }
            switch operation.change {
            case .create(let title, let isCompleted):
                return await creationNotFound(
                    operation, title: title, isCompleted: isCompleted, known: known,
                    evidence: "\(written) was acknowledged as todo \(id), but \(read) answered 404 Not Found")
            case .delete:
                return .kept
            case .rename, .setCompleted:
                return .gone
            }
        }
    }

    /// What an acknowledged creation not found where its answer said is: not kept, when the owner's
    /// complete list proves the server holds no todo with its values outside `known`; else in doubt.
    private func creationNotFound(
        _ operation: OutboxOperation, title: String, isCompleted: Bool, known: Set<Int>, evidence: String
    ) async -> ReadBackOutcome {
        let listed: ListedTodos
        do throws(RequestFailure) {
            listed = try await remote.fetchTodos(userID: operation.ownerID)
        } catch {
            return .stopped(RepositoryError(error))
        }
        let copies = listed.todos.filter { $0.title == title && $0.completed == isCompleted && !known.contains($0.id) }
        if copies.isEmpty, listed.isComplete { return .notKept(evidence: evidence) }
        let list = remote.listName(of: operation.ownerID)
        let doubt =
            copies.isEmpty
            ? "\(list) is not complete, so the server may hold it elsewhere"
            : "\(list) holds a todo with its values (server id \(copies.map { "\($0.id)" }.joined(separator: ", "))) "
                + "that may be it"
        let choice = copies.isEmpty ? "discard drops it here" : "discard keeps the server's"
        return .inDoubt(
            evidence: "\(evidence); \(doubt). Kept here and not sent again: retry sends it again (the server may "
                + "then hold it twice), \(choice)",
            copy: copies.count == 1 ? copies[0].id : nil)
    }

    /// Reads one todo of the collection, to learn that the server has todos before it is sent a write;
    /// the failure, naming the request, when it does not answer with them.
    func probe() async -> RepositoryError? {
        do throws(RequestFailure) {
            try await remote.probeCollection()
            return nil
        } catch {
            return RepositoryError(error)
        }
    }

    /// Content refusals park the one operation; everything else stops the sync with every operation kept.
    private func classify(_ failure: RequestFailure, of operation: OutboxOperation) async -> SendOutcome {
        switch failure.cause {
        case .contradictingAnswer(let reason):
            // The server did something, but not what was asked: sending it again could make another.
            return .rejected(reason: reason, mayHaveBeenDone: true)
        case .network(.httpStatus(let status, let body)):
            switch status {
            case 400, 413, 422:
                return .rejected(reason: ServerReason.from(body: body, status: status), mayHaveBeenDone: false)
            case 409 where operation.attempts > 1:
                // An earlier attempt with this key may still be in the server's hands (the draft's answer
                // for that is 409): it is not a refusal, and sending it later with the same key is safe.
                return .stopped(RepositoryError(.serverFailure(status: status), request: failure.request))
            case 409:
                return .rejected(reason: ServerReason.from(body: body, status: status), mayHaveBeenDone: false)
            case 404 where operation.serverID != nil, 410 where operation.serverID != nil:
                // Either the server no longer has the todo or the whole path is wrong; `saysGone` tells
                // which, so a wrong base URL never reads as "already deleted".
                return await remote.saysGone(failure) ? .gone : .notDone(RepositoryError(failure))
            case 400...499:
                // A client error says the request was not carried out.
                return .notDone(RepositoryError(failure))
            default:
                // A 5xx may come after the work was done (a server that failed on its way out, a proxy
                // that lost the answer): in doubt, to be sent again with the same key.
                return .stopped(RepositoryError(failure))
            }
        case .network(.redirected):
            // A server may do the work and answer with a redirect (303 See Other): in doubt, like a lost
            // answer, and never followed.
            return .stopped(RepositoryError(failure))
        case .network(.invalidURL):
            return .notDone(RepositoryError(failure))
        case .network(.transport(let transport)) where Self.neverSent.contains(transport.kind):
            return .notDone(RepositoryError(failure))
        case .network:
            return .stopped(RepositoryError(failure))
        }
    }

    /// Transport failures that happen before a request can reach the server.
    private static let neverSent: Set<TransportFailure.Kind> = [
        .cannotConnect, .hostNotFound, .notConnected, .secureConnectionFailed,
    ]

    /// The write as the server saw it, for evidence: `PATCH /todos/5`.
    private static func request(of operation: OutboxOperation, id: Int) -> String {
        switch operation.change {
        case .create: "the creation"
        case .rename, .setCompleted: "the change to todo \(id)"
        case .delete: "the deletion of todo \(id)"
        }
    }
}
