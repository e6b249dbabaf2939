/// Brings a database to the newest schema version, each step once, and refuses a newer database.
///
/// Each step runs in its own write transaction together with the `user_version` bump, so a failed step
/// leaves the previous version intact, and a second process that raced to the same step finds it done
/// and skips it.
public struct SQLiteMigrator: Sendable {
    /// The schema's history, oldest first.
    public let migrations: [SQLiteMigration]

    /// The version the newest migration reaches: the highest this build can read.
    public var supportedVersion: Int { migrations.last?.version ?? 0 }

    /// Versions must run 1, 2, 3, … with no gap, or an upgrade from an old file could skip a step.
    public init(migrations: [SQLiteMigration]) {
        precondition(
            migrations.enumerated().allSatisfy { $0.offset + 1 == $0.element.version },
            "migration versions must be 1, 2, 3, … in order"
        )
        self.migrations = migrations
    }

    /// Throws `newerSchema` before touching anything when the file is ahead of this build.
    func refuseNewerSchema(_ connection: SQLiteConnection) throws(SQLiteError) {
        let found = try connection.userVersion()
        if found > supportedVersion {
            throw SQLiteError(
                .newerSchema(found: found, supported: supportedVersion), path: connection.path,
                message: "schema \(found) is newer than \(supportedVersion)")
        }
    }

    /// Applies every pending step and returns the versions it applied, oldest first. Throws
    /// `SQLiteError`, or what a step throws.
    @discardableResult
    func migrate(_ connection: SQLiteConnection) throws -> [Int] {
        try refuseNewerSchema(connection)
        let found = try connection.userVersion()
        var applied: [Int] = []
        for migration in migrations where migration.version > found {
            let ran = try connection.transaction(.immediate) { () throws -> Bool in
                try refuseNewerSchema(connection)
                guard try connection.userVersion() < migration.version else { return false }
                try migration.apply(connection)
                try connection.setUserVersion(migration.version)
                return true
            }
            if ran { applied.append(migration.version) }
        }
        return applied
    }
}
