/// How long a sync's lease lasts without renewal and how patiently a sync waits for another one.
package struct SyncSettings: Hashable, Sendable {
    /// How long a holder's lease lasts, as seen from another machine, after its last renewal; a sync
    /// renews it every quarter of this while it works, its requests included. (On its own machine a
    /// holder keeps the lease while its process runs.)
    package var leaseDuration: Duration = .seconds(30)
    /// How long a sync the user asked for waits for another sync of the store to end before saying one
    /// is running; a sync after an edit never waits.
    package var patience: Duration = .seconds(5)
    /// How often a waiting sync looks at the lease again.
    package var pollInterval: Duration = .milliseconds(100)

    package init() {}
}
