import Observation
import StrataTestSupport

/// Records whether Observation reported a change to anything `read` touched, as a SwiftUI view or
/// the terminal front end would be told to redraw.
final class ObservationProbe: Sendable {
    private let fired = Locked(false)

    /// Tracks what `read` reads, now; the probe fires at most once, on the first change.
    @MainActor
    init(_ read: () -> Void) {
        withObservationTracking(read) { [self] in
            fired.withLock { $0 = true }
        }
    }

    /// Whether a change to something `read` touched has been reported.
    var didFire: Bool { fired.withLock { $0 } }
}
