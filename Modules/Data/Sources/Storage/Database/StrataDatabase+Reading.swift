import Foundation
import StrataSQLite

extension StrataDatabase {
    /// Opens an existing Strata store to read it only, for a caller that must change nothing, such as
    /// shell completion at a TAB: nothing is created, marked, chmodded, migrated or seeded, and a lock
    /// another process holds is waited for at most `busyTimeout`. A missing file, anything that is not
    /// a Strata store, and a store this build would first have to migrate, are refused.
    public static func openToRead(_ location: DatabaseLocation, busyTimeout: Duration) throws(StorageError)
        -> StrataDatabase
    {
        guard location != .inMemory, FileManager.default.fileExists(atPath: location.path) else {
            throw StorageError.cannotOpen(path: location.path, detail: "there is no store here")
        }
        do throws(SQLiteError) {
            return StrataDatabase(
                sqlite: try SQLiteDatabase(
                    path: location.path, mode: .readOnly, application: StrataSchema.application,
                    migrator: StrataSchema.migrator, busyTimeout: busyTimeout))
        } catch {
            throw StorageError(error)
        }
    }
}
