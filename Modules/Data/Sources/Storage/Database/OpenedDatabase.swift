import Foundation

/// An open Strata database and what opening it did, so the app can tell the user.
public struct OpenedDatabase: Sendable {
    /// The migrated database, ready for the stores.
    public let database: StrataDatabase
    /// What the first-run seeding wrote; `nil` when the store already held data or seeding was off.
    public let seeded: SeedCounts?
    /// Where a damaged file that stood at the path was moved; `nil` when there was none.
    public let movedAside: URL?

    /// Built by `StrataDatabase.open` once migration and seeding are done.
    public init(database: StrataDatabase, seeded: SeedCounts?, movedAside: URL?) {
        self.database = database
        self.seeded = seeded
        self.movedAside = movedAside
    }
}
