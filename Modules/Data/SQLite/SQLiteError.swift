/// Why SQLite, or this kit around it, could not do what was asked, classified so a caller can decide
/// what to tell the user: every failure names the file it concerns.
///
/// `code` is SQLite's extended result code when SQLite itself reported the failure, and `message` its
/// words (or the kit's, for failures the kit finds itself, such as a schema newer than it knows).
public struct SQLiteError: Error, Hashable, Sendable {
    /// What kind of failure it is; switch on it to choose a message or a recovery.
    public enum Kind: Hashable, Sendable {
        /// The file exists but is not an SQLite database at all.
        case notADatabase
        /// The file is an SQLite database whose pages are damaged.
        case corrupt
        /// The file, its directory or its file system cannot be written, or the database was opened read-only.
        case readOnly
        /// The disk, or the database's page limit, is full; the failed write left nothing behind.
        case full
        /// Another connection held a lock for longer than the busy timeout.
        case busy
        /// A write broke a rule of the schema: a unique key, a foreign key, a `CHECK`.
        case constraint
        /// The file cannot be opened or created, for a reason the operating system names in `message`.
        case cannotOpen
        /// The file belongs to another application: it carries another `application_id`, or it holds
        /// tables but no application mark and none this schema recognises.
        case foreignDatabase
        /// The file carries a `user_version` this schema never wrote: `found` is below zero, or the mark
        /// is this application's but the version is one its history does not contain.
        case unknownSchema(found: Int)
        /// The file was written by a newer version of its application; it is left untouched.
        case newerSchema(found: Int, supported: Int)
        /// A column held a value of another type, or outside the range, that the reading code expects.
        case unexpectedValue(column: String, expected: String, found: String)
        /// The SQL or its parameters are wrong: a programming error, reported instead of trapping.
        case misuse
        /// Any other failure; `code` and `message` say what SQLite reported.
        case other
    }

    /// What kind of failure it is.
    public let kind: Kind
    /// The database file, or `:memory:`.
    public let path: String
    /// SQLite's extended result code, `nil` when the kit found the failure itself.
    public let code: Int32?
    /// SQLite's message, or the kit's own words, without the path.
    public let message: String

    /// A failure of `kind` on `path`; the kit builds these, and tests build them to compare.
    public init(_ kind: Kind, path: String, code: Int32? = nil, message: String) {
        self.kind = kind
        self.path = path
        self.code = code
        self.message = message
    }
}

extension SQLiteError: CustomStringConvertible {
    /// One sentence naming the file and the cause.
    public var description: String {
        switch kind {
        case .notADatabase: "\(path) is not an SQLite database"
        case .corrupt: "The database \(path) is damaged: \(message)"
        case .readOnly: "Cannot write the database \(path): \(message)"
        case .full: "The disk holding \(path) is full; nothing was saved — free some space and try again"
        case .busy: "The database \(path) is locked by another process; try again in a moment"
        case .constraint: "The change breaks a rule of the database \(path): \(message)"
        case .cannotOpen: "Cannot open the database \(path): \(message)"
        case .foreignDatabase: "\(path) belongs to another application (\(message)); it was left untouched"
        case .unknownSchema(let found): "\(path) has schema version \(found), which is unknown here: \(message)"
        case .newerSchema(let found, let supported):
            "The database \(path) was written by a newer version (schema \(found), this build knows up to "
                + "\(supported)); it was left untouched"
        case .unexpectedValue(let column, let expected, let found):
            "The database \(path) holds \(found) in \(column) where \(expected) was expected"
        case .misuse, .other:
            "SQLite error \(code.map(String.init) ?? "-") on \(path): \(message)"
        }
    }
}
