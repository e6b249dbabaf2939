import Foundation
import StrataDomain
import StrataNetworking

/// Hands every sync report to every stream that is listening when the sync ends.
///
/// A lock rather than an actor: a stream must be registered before `reports()` returns, or a report
/// sent right after could miss it, and an actor could only register it later, in a task.
final class SyncReportBroadcaster: Sendable {
    private let listeners = LockedState<[UUID: AsyncStream<TodoSyncReport>.Continuation]>([:])

    /// A stream of every report published from now on; it unregisters itself when iteration stops.
    func stream() -> AsyncStream<TodoSyncReport> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: TodoSyncReport.self, bufferingPolicy: .bufferingNewest(8))
        let id = UUID()
        listeners.withLock { $0[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            _ = self?.listeners.withLock { $0.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends `report` to every listener.
    func publish(_ report: TodoSyncReport) {
        for continuation in listeners.withLock({ Array($0.values) }) {
            continuation.yield(report)
        }
    }
}
