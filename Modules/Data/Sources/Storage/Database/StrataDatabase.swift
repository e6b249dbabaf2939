import StrataSQLite

/// Strata's database, open and migrated: the file every store of the Data layer keeps its rows in.
///
/// Made by `StrataDatabase.open`; the composition root hands it to `DataLayer` and never looks
/// inside. Stores reach SQLite through `read` and `write`, which turn whatever went wrong into one
/// `StorageError`, so no store spells out the conversion.
public struct StrataDatabase: Sendable {
    let sqlite: SQLiteDatabase

    init(sqlite: SQLiteDatabase) {
        self.sqlite = sqlite
    }

    /// The file path, or `:memory:`, for messages that name the store.
    public var path: String { sqlite.path }

    /// Whether every read and write asked for so far has finished, for a scheduler that runs tasks one
    /// step at a time (the sync simulation).
    package var isIdle: Bool { sqlite.isIdle }

    /// Refuses every later read and write, as a process that has ended no longer reaches its file.
    package func close() {
        sqlite.close()
    }

    /// The schema version this build writes and the newest it can open.
    static var schemaVersion: Int { StrataSchema.migrator.supportedVersion }

    /// Runs `body` in one read transaction; whatever it throws (a `StorageError` of its own, or the
    /// kit's `SQLiteError`) arrives as a `StorageError`.
    func read<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) async throws(StorageError) -> T {
        do {
            return try await sqlite.read(body)
        } catch {
            throw StorageError(thrownBy: error, path: path)
        }
    }

    /// Runs `body` in one write transaction, all or nothing; errors arrive as in `read`.
    @discardableResult
    func write<T: Sendable>(_ body: @Sendable (SQLiteConnection) throws -> T) async throws(StorageError) -> T {
        do {
            return try await sqlite.write(body)
        } catch {
            throw StorageError(thrownBy: error, path: path)
        }
    }

    /// The rows of `PRAGMA integrity_check`: exactly `["ok"]` for a sound file.
    func integrityCheck() async throws(StorageError) -> [String] {
        do {
            return try await sqlite.integrityCheck()
        } catch {
            throw StorageError(error)
        }
    }

    /// The schema version recorded in the file.
    func schemaVersion() async throws(StorageError) -> Int {
        do {
            return try await sqlite.schemaVersion()
        } catch {
            throw StorageError(error)
        }
    }
}
