/// Which application a database file belongs to, so a store opens only its own files: the kit marks a
/// new file with `PRAGMA application_id` and refuses, untouched, a file marked by another application
/// or one that holds tables but no mark. A file with the application's mark is then judged by its
/// schema version and tables, by `SQLiteMigrator`.
public struct SQLiteApplication: Sendable {
    /// The `application_id` the application's files carry; choose one no other program uses (four
    /// ASCII letters read as a big-endian number are customary).
    public let id: Int32
    /// The application's name, for messages: "… is not a Strata database".
    public let name: String
    /// Whether an unmarked file with these tables and this `user_version` is one the application wrote
    /// before it marked its files; such a file is marked and opened, any other unmarked one refused.
    public let recognizesUnmarked: @Sendable (_ tables: Set<String>, _ userVersion: Int) -> Bool

    /// An application whose files all carry its mark, or whose older files `recognizesUnmarked` knows.
    public init(
        id: Int32, name: String,
        recognizesUnmarked: @escaping @Sendable (_ tables: Set<String>, _ userVersion: Int) -> Bool = { _, _ in false }
    ) {
        self.id = id
        self.name = name
        self.recognizesUnmarked = recognizesUnmarked
    }

    /// Refuses a file that is not this application's, before anything is written to it; returns
    /// whether the file still needs the mark (a new file, or an older one of this application's).
    func check(_ connection: SQLiteConnection) throws(SQLiteError) -> Bool {
        let path = connection.path
        // From one snapshot: another opener may mark and fill the file between two separate reads.
        let (found, version, tables) = try connection.readingOneSnapshot { () throws(SQLiteError) in
            (
                Int32(truncatingIfNeeded: try connection.scalar("PRAGMA application_id", as: Int.self)),
                try connection.userVersion(),
                Set(
                    try connection.prepare(
                        "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
                    ).values(as: String.self))
            )
        }
        switch found {
        case id:
            // Whether its version and tables are ones the application wrote is the migrator's to judge.
            return false
        case 0:
            if tables.isEmpty && version == 0 { return true }
            if recognizesUnmarked(tables, version) { return true }
            throw SQLiteError(
                .foreignDatabase, path: path,
                message: "it holds tables (\(tables.sorted().prefix(5).joined(separator: ", "))) but no \(name) mark")
        default:
            throw SQLiteError(
                .foreignDatabase, path: path, message: "its application_id is \(Self.describe(found)), not \(name)'s")
        }
    }

    /// `0x53545241 ("STRA")`: the number, and its letters when it spells four printable ones.
    static func describe(_ id: Int32) -> String {
        let bytes = withUnsafeBytes(of: UInt32(bitPattern: id).bigEndian) { Array($0) }
        let hex = "0x" + bytes.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
        guard bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return hex }
        return "\(hex) (\"\(String(decoding: bytes, as: UTF8.self))\")"
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
