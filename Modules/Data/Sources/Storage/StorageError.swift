import StrataSQLite

/// Why the local store failed, in the storage layer's own words.
///
/// Every case that concerns the database file carries its path, so a message shown to the user can say
/// which file to look at. Repositories translate these into `RepositoryError` at the Data boundary.
public enum StorageError: Error, Hashable, Sendable {
    /// The file exists but is not an SQLite database at all, such as a text file at the database path.
    case notADatabase(path: String)
    /// The file is an SQLite database whose pages are damaged; `detail` is what SQLite found.
    case corrupt(path: String, detail: String)
    /// The file was written by a newer Strata whose schema this build does not know; it is left untouched.
    case newerSchema(path: String, found: Int, supported: Int)
    /// The file is an SQLite database, but not Strata's: another application's mark, tables without
    /// Strata's, or a schema version Strata never wrote. `detail` says which; it is left untouched.
    case notStrata(path: String, detail: String)
    /// The file or its directory cannot be written: a read-only file system, permissions, a read-only open.
    case readOnly(path: String, detail: String)
    /// The file cannot be opened or created, for example because its directory cannot be made.
    case cannotOpen(path: String, detail: String)
    /// The disk (or the database's page limit) is full; the failed write left nothing behind.
    case diskFull(path: String)
    /// Another process held the database locked for longer than the busy timeout.
    case busy(path: String)
    /// A write broke a rule of the schema, such as a unique key or a foreign key.
    case constraint(detail: String)
    /// The row the caller named does not exist, described as "todo 42".
    case notFound(String)
    /// The todo is shown only because the server refused its deletion: it takes no edit until the
    /// refusal is retried or discarded, so no edit waits behind a deletion that may yet go through.
    case deletionRefused(todo: Int)
    /// The server refused a change to a todo it has, which waits to be retried or discarded: deleting it
    /// now would hide it with that refusal unsettled and its deletion stuck behind it. (A todo whose
    /// creation was refused, which the server never had, is simply deleted.)
    case changeRefused(todo: Int)
    /// A sync lost its lease to another process of the store (it stalled past the lease and another
    /// took over): it records nothing more and stops; the other sends what waits.
    case syncLeaseLost
    /// A column held a value of another type than the code reading it expects.
    case unexpectedValue(column: String, expected: String, found: String)
    /// The bundled JSONPlaceholder snapshot could not be read.
    case invalidSeed(detail: String)
    /// Any other SQLite failure, with its extended result code and message.
    case sqlite(code: Int32, message: String, path: String)
}

extension StorageError: CustomStringConvertible {
    /// A sentence for the user that names the cause and, where there is one, the file.
    public var description: String {
        switch self {
        case .notADatabase(let path):
            "\(path) is not a Strata database (not an SQLite file)"
        case .corrupt(let path, let detail):
            "The database \(path) is damaged: \(detail)"
        case .newerSchema(let path, let found, let supported):
            "The database \(path) was made by a newer Strata (schema \(found), this build knows up to "
                + "\(supported)); it was left untouched"
        case .notStrata(let path, let detail):
            "\(path) is not a Strata database: \(detail); it was left untouched"
        case .readOnly(let path, let detail):
            "Cannot write the database \(path): \(detail)"
        case .cannotOpen(let path, let detail):
            "Cannot open the database \(path): \(detail)"
        case .diskFull(let path):
            "The disk holding \(path) is full; nothing was saved — free some space and try again"
        case .busy(let path):
            "The database \(path) is locked by another process; try again in a moment"
        case .syncLeaseLost:
            "Another sync of this store took over; this one stopped before sending anything more"
        case .constraint(let detail):
            "The change breaks a rule of the database: \(detail)"
        case .notFound(let what):
            "There is no \(what)"
        case .deletionRefused(let todo):
            "The server refused to delete todo \(todo); retry or discard that deletion before changing the todo"
        case .changeRefused(let todo):
            "The server refused a change to todo \(todo); retry or discard it before deleting the todo"
        case .unexpectedValue(let column, let expected, let found):
            "The database holds \(found) in \(column) where \(expected) was expected"
        case .invalidSeed(let detail):
            "The bundled offline data cannot be read: \(detail)"
        case .sqlite(let code, let message, let path):
            "SQLite error \(code) on \(path): \(message)"
        }
    }
}

extension StorageError {
    /// The storage layer's words for what the SQLite kit reported; the kit's classification decides.
    init(_ error: SQLiteError) {
        switch error.kind {
        case .notADatabase: self = .notADatabase(path: error.path)
        case .corrupt: self = .corrupt(path: error.path, detail: error.message)
        case .readOnly: self = .readOnly(path: error.path, detail: error.message)
        case .full: self = .diskFull(path: error.path)
        case .busy: self = .busy(path: error.path)
        case .constraint: self = .constraint(detail: error.message)
        case .cannotOpen: self = .cannotOpen(path: error.path, detail: error.message)
        case .newerSchema(let found, let supported):
            self = .newerSchema(path: error.path, found: found, supported: supported)
        case .unexpectedValue(let column, let expected, let found):
            self = .unexpectedValue(column: column, expected: expected, found: found)
        case .foreignDatabase, .unknownSchema:
            self = .notStrata(path: error.path, detail: error.message)
        case .misuse, .other:
            self = .sqlite(code: error.code ?? 0, message: error.message, path: error.path)
        }
    }

    /// The storage error behind a failure of a store's body: what it threw itself, or what SQLite did.
    init(thrownBy error: any Error, path: String) {
        switch error {
        case let error as StorageError: self = error
        case let error as SQLiteError: self.init(error)
        default: self = .sqlite(code: 0, message: String(describing: error), path: path)
        }
    }

    /// A failed file-system call on the database's files (its directory, a rename), classified as the
    /// SQLite kit classifies them, so a read-only location or a full disk reads as such.
    static func fileSystem(code: Int32, path: String, detail: String) -> StorageError {
        StorageError(SQLiteError(systemError: code, path: path, message: detail))
    }
}
