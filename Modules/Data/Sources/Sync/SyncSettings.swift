/// How long a sync holds the lease and how patiently it waits for another one.
package struct SyncSettings: Hashable, Sendable {
    /// How long a claimed lease lasts before another process may take it over; renewed before every
    /// operation, so it must outlast the slowest single request (the client's deadline).
    package var leaseDuration: Duration = .seconds(120)
    /// How long a sync the user asked for waits for another sync of the store to end before saying one
    /// is running; a sync after an edit never waits.
    package var patience: Duration = .seconds(5)
    /// How often a waiting sync looks at the lease again.
    package var pollInterval: Duration = .milliseconds(100)
}
