/// How eagerly a sync sends the local todo edits, so an edit never waits for the network and a user
/// who asks for a sync gets everything sent.
public enum TodoSyncRequest: Hashable, Sendable {
    /// After an edit or at start: sends what is due, leaves operations that are still backing off after a
    /// failure, and gives way at once when another sync of the same store is running.
    case due
    /// The user asked for it (`strata sync`, a refresh): sends every waiting operation, backing off or not,
    /// and waits a little for another sync of the same store to end before giving way.
    case everything
}
