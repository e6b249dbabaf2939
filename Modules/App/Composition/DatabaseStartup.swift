import Foundation
import StrataData

/// Opens the local store the way the app needs it on every start: at the configured location,
/// migrated, seeded on first run, and with a damaged file moved aside (never deleted) and reported.
public enum DatabaseStartup {
    /// Opens the database; `notices` receives what the user should know, such as a file moved aside.
    public static func open(
        _ configuration: AppConfiguration,
        notices: @Sendable (String) -> Void
    ) async throws(StorageError) -> StrataDatabase {
        let location = DatabaseLocation.resolve(
            explicitPath: configuration.databasePath,
            environment: configuration.environment
        )
        let opened = try await StrataDatabase.openMovingDamagedFileAside(location, now: Date.init)
        if let movedAside = opened.movedAside {
            notices(
                "\(location.path) was not a usable Strata database; it was moved to \(movedAside.path) "
                    + "and a fresh store was started"
            )
        }
        return opened.database
    }
}
