import Foundation
import StrataSQLite

extension StrataDatabase {
    /// Where first-run data comes from.
    enum Seed: Sendable {
        /// No seeding: the store starts empty (tests, or a store meant to fill from the network).
        case none
        /// The JSONPlaceholder snapshot bundled with StrataData.
        case bundledSnapshot
        /// A snapshot the caller provides.
        case snapshot(JSONPlaceholderSnapshot)
    }

    /// Opens (or creates) the database at `location`, creating its directory, migrating it to this
    /// build's schema and seeding it from the bundled JSONPlaceholder snapshot on first run.
    ///
    /// Fails without changing anything when the file is not a database (`notADatabase`, `corrupt`), was
    /// written by a newer schema (`newerSchema`), or cannot be written (`readOnly`, `diskFull`).
    public static func open(_ location: DatabaseLocation) async throws(StorageError) -> OpenedDatabase {
        try await open(location, seed: .bundledSnapshot, busyTimeout: .seconds(5))
    }

    /// `open`, with the seed and the busy timeout chosen, for tests and the sync simulation.
    static func open(
        _ location: DatabaseLocation,
        seed: Seed,
        busyTimeout: Duration = .seconds(5)
    ) async throws(StorageError) -> OpenedDatabase {
        try location.createDirectory()
        let database: StrataDatabase
        do throws(SQLiteError) {
            database = StrataDatabase(
                sqlite: try SQLiteDatabase(
                    path: location.path, application: StrataSchema.application, migrator: StrataSchema.migrator,
                    busyTimeout: busyTimeout))
        } catch {
            throw StorageError(error)
        }
        let seeder = SnapshotSeeder(database: database)
        let snapshot: JSONPlaceholderSnapshot
        switch seed {
        case .none:
            return OpenedDatabase(database: database, seeded: nil, movedAside: nil)
        case .snapshot(let given):
            snapshot = given
        case .bundledSnapshot:
            guard try await seeder.isStoreEmpty() else {
                return OpenedDatabase(database: database, seeded: nil, movedAside: nil)
            }
            snapshot = try JSONPlaceholderSnapshot.bundled()
        }
        let counts = try await seeder.seedIfEmpty(from: snapshot)
        return OpenedDatabase(database: database, seeded: counts, movedAside: nil)
    }

    /// Opens the database like `open`, but when Strata's own file (`DatabaseLocation.standard`) is not an
    /// SQLite database at all, moves it aside (never deleting it, see `DamagedDatabaseFile`) and starts a
    /// fresh store in its place. `movedAside` in the result says where the old file went, for the app to
    /// tell the user; `now` dates the moved file's name.
    ///
    /// Nothing else is moved: a damaged Strata database may still hold edits waiting for the server,
    /// another application's database is not Strata's to touch, and a file the user chose is theirs.
    /// Those are refused with the error naming the file, which stays as it is.
    public static func openMovingDamagedFileAside(
        _ location: DatabaseLocation, now: @Sendable () -> Date
    ) async throws(StorageError) -> OpenedDatabase {
        try await openMovingDamagedFileAside(location, seed: .bundledSnapshot, now: now)
    }

    /// `openMovingDamagedFileAside`, with the seed chosen, for tests.
    static func openMovingDamagedFileAside(
        _ location: DatabaseLocation, seed: Seed, now: @Sendable () -> Date
    ) async throws(StorageError) -> OpenedDatabase {
        let busyTimeout = Duration.seconds(5)
        do {
            return try await open(location, seed: seed, busyTimeout: busyTimeout)
        } catch {
            guard case .standard(let url) = location, case .notADatabase = error else { throw error }
            let movedAside = try DamagedDatabaseFile.moveAside(url, at: now())
            let fresh = try await open(location, seed: seed, busyTimeout: busyTimeout)
            return OpenedDatabase(database: fresh.database, seeded: fresh.seeded, movedAside: movedAside)
        }
    }
}
