/// Brings a database to the newest schema version, and refuses, before changing anything, a database
/// it cannot vouch for.
///
/// Every pending step of a file runs in one write transaction, together with the `user_version` bump:
/// a file is at the version it was opened at or at the newest, never between, whichever step fails or
/// wherever the process stops. (One transaction per step would leave a file at an intermediate version
/// that no released build ever wrote as a final state when a later step fails.) A second process that
/// waited for the same file finds it migrated and runs nothing.
///
/// What the migrator vouches for is derived from the list of steps, so adding one is the whole change:
/// a file's `user_version` must be one the list reaches (below zero is unknown, above the last step is
/// newer), and its tables and columns must be exactly what steps 1 through that version make of an
/// empty database (a file relabelled by hand, or damaged half way, is not). Steps must therefore run on
/// an empty database of the version before them, as they do on a new file.
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

    /// The tables and columns a database has once steps 1 through `version` ran on an empty one: the
    /// shape a file at that version must have. Throws `misuse` for a version outside 0 through
    /// `supportedVersion`, or what a step throws.
    public func shape(atVersion version: Int) throws -> SQLiteSchemaShape {
        guard (0...supportedVersion).contains(version) else {
            throw SQLiteError(.misuse, path: ":memory:", message: "no schema \(version) in this history")
        }
        return try shapes(through: version, keepingEvery: false)[0]
    }

    /// Throws, before touching anything, when the file's version is newer than this build
    /// (`newerSchema`), unknown (`unknownSchema`: below zero), or says one version while its tables are
    /// those of another or of none (`unknownSchema`, the message naming both): a file at version 0
    /// must be empty. A migrator without steps vouches for nothing and refuses only a newer file.
    func refuseUnknownSchema(_ connection: SQLiteConnection) throws(SQLiteError) {
        // The version and the tables from one snapshot, or another opener's migration can land between
        // the two reads and make a sound file look like version 0 holding a later version's tables.
        try connection.readingOneSnapshot { () throws(SQLiteError) in try refuseUnknownSchema(read: connection) }
    }

    private func refuseUnknownSchema(read connection: SQLiteConnection) throws(SQLiteError) {
        let found = try connection.userVersion()
        if found > supportedVersion {
            throw SQLiteError(
                .newerSchema(found: found, supported: supportedVersion), path: connection.path,
                message: "schema \(found) is newer than \(supportedVersion)")
        }
        if found < 0 {
            throw SQLiteError(
                .unknownSchema(found: found), path: connection.path,
                message: "its user_version says schema \(found), which no build writes (\(knownVersions))")
        }
        guard supportedVersion > 0 else { return }
        let actual = try SQLiteSchemaShape.read(connection)
        let expected: SQLiteSchemaShape
        do {
            expected = try shapes(through: found, keepingEvery: false)[0]
        } catch {
            throw SQLiteError(
                .other, path: connection.path, message: "the schema's history cannot be replayed: \(error)")
        }
        guard actual != expected else { return }
        // Only to name the version the tables do match; a later step that cannot replay names none.
        let known = (try? shapes(through: supportedVersion, keepingEvery: true)) ?? []
        let match = known.indices.first { known[$0] == actual }
        throw SQLiteError(
            .unknownSchema(found: found), path: connection.path,
            message: "its user_version says schema \(found), but its tables are "
                + (match.map { "those of schema \($0)" } ?? "those of no schema") + " (\(knownVersions))")
    }

    /// Applies every pending step in one transaction and returns the versions it applied, oldest first.
    /// Throws `SQLiteError`, or what a step throws, having changed nothing.
    @discardableResult
    func migrate(_ connection: SQLiteConnection) throws -> [Int] {
        let found = try connection.readingOneSnapshot { () throws(SQLiteError) in
            try refuseUnknownSchema(connection)
            return try connection.userVersion()
        }
        guard found < supportedVersion else { return [] }
        return try connection.transaction(.immediate) { () throws -> [Int] in
            // Another process may have migrated the file while this one waited for the write lock.
            try refuseUnknownSchema(connection)
            let found = try connection.userVersion()
            let pending = migrations.filter { $0.version > found }
            for migration in pending {
                try migration.apply(connection)
            }
            if let last = pending.last { try connection.setUserVersion(last.version) }
            return pending.map(\.version)
        }
    }

    /// "this build knows schemas 1 to 6", for messages.
    private var knownVersions: String {
        supportedVersion == 0 ? "this build knows no schema" : "this build knows schemas 1 to \(supportedVersion)"
    }

    /// The shape of `version`, or with `keepingEvery` the shapes of versions 0 through `version`, by
    /// replaying the steps on an empty database in memory. (Reading a shape costs more than a step, so
    /// a sound file, the usual case, reads one.)
    private func shapes(through version: Int, keepingEvery: Bool) throws -> [SQLiteSchemaShape] {
        let scratch = try SQLiteConnection(path: ":memory:", mode: .readWrite, busyTimeout: .zero)
        try scratch.executeScript("PRAGMA foreign_keys = ON")
        var shapes = keepingEvery ? [try SQLiteSchemaShape.read(scratch)] : []
        for migration in migrations.prefix(max(0, version)) {
            try scratch.transaction(.immediate) { try migration.apply(scratch) }
            if keepingEvery { shapes.append(try SQLiteSchemaShape.read(scratch)) }
        }
        return keepingEvery ? shapes : [try SQLiteSchemaShape.read(scratch)]
    }
}
