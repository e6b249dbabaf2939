import StrataDomain
import StrataTestSupport

/// One thing a user asked of a process, running as a task on the process's executor; the scheduler
/// looks at `result` to learn that it has ended, and applies it to the model then.
final class SimulatedOperation: Sendable {
    /// What the user asked.
    enum Request: Sendable {
        case add(user: Int, title: String)
        case rename(Todo, to: String)
        case setCompleted(Todo, Bool)
        case delete(Todo)
        case list(user: Int)
        case sync(TodoSyncRequest)
        case retry(Todo)
        case discard(Todo)
        case exit
    }

    /// How it ended.
    enum Result: Sendable {
        case todo(Todo)
        case done
        case listed([Todo], Freshness)
        case synced(TodoSyncReport)
        case discarded([DiscardedChange])
        case failed(RepositoryError)
    }

    let request: Request
    /// The model's version when it started.
    let startedAt: Int
    private let box = Locked<Result?>(nil)

    init(_ request: Request, startedAt: Int) {
        self.request = request
        self.startedAt = startedAt
    }

    /// How it ended, `nil` while it runs.
    var result: Result? { box.withLock { $0 } }

    func finish(_ result: Result) {
        box.withLock { $0 = result }
    }

    /// The local todo the request changes, if any: two changes of one todo never run at once, as one
    /// user makes them one after the other.
    var todoID: Todo.ID? {
        switch request {
        case .rename(let todo, _), .setCompleted(let todo, _), .delete(let todo), .retry(let todo), .discard(let todo):
            todo.id
        case .add, .list, .sync, .exit:
            nil
        }
    }
}
