/// Where a read may look, so one port serves both the instant first paint and the refresh after it.
public enum ReadPolicy: Hashable, Sendable {
    /// The local copy only; never the network. Fast, and all there is when offline.
    case stored
    /// The source itself; when it cannot be reached, the local copy marked as offline.
    case fresh
}
