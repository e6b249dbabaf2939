import StrataDomain
import StrataTestSupport

/// Hands out one stream of sync reports per subscriber and lets a test end a sync when it wants.
final class MockObserveTodoSyncUseCase: ObserveTodoSyncUseCase {
    private let subscribers = Locked<[AsyncStream<TodoSyncReport>.Continuation]>([])

    /// How many screens follow the syncs now.
    var subscriberCount: Int { subscribers.withLock { $0.count } }

    func execute() -> AsyncStream<TodoSyncReport> {
        let (stream, continuation) = AsyncStream.makeStream(of: TodoSyncReport.self)
        subscribers.withLock { $0.append(continuation) }
        return stream
    }

    /// Tells every subscriber that a sync ended with `report`.
    func finish(_ report: TodoSyncReport) {
        for subscriber in subscribers.withLock({ $0 }) {
            subscriber.yield(report)
        }
    }
}
