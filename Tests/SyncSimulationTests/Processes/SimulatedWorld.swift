import Foundation
import StrataSQLite
import StrataTestSupport

/// What the processes of a run share besides the store file: the machine's monotonic clock, the
/// network, which processes are alive, and how far each one's calendar clock is off.
final class SimulatedWorld: Sendable {
    let clock = ManualClock()
    let network = SimulatedNetwork()
    /// The process ids of the processes still running.
    let alive = Locked<Set<Int32>>([])
    private let skews = Locked<[Int: TimeInterval]>([:])
    /// The calendar date when the run starts.
    private static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// Process `id`'s calendar clock: the machine's time, plus whatever that process's clock is off by.
    func wallClock(of id: Int) -> @Sendable () -> Date {
        { [clock, skews] in
            Self.start.addingTimeInterval(clock.now.offset.inSeconds + (skews.withLock { $0[id] } ?? 0))
        }
    }

    /// Sets how far process `id`'s calendar clock is off, as a clock set wrong or jumping does.
    func setSkew(_ seconds: TimeInterval, of id: Int) {
        skews.withLock { $0[id] = seconds }
    }
}
