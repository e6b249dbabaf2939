import StrataDomain
import StrataSQLite

/// The local copy of users, with their address, coordinate and company.
///
/// Users in the `users` table, one row per user with the nested values flattened into columns.
struct SQLiteUsersStore: Sendable {
    private let database: StrataDatabase

    private static let columns = """
        id, name, username, email, phone, website, street, suite, city, zipcode, latitude, longitude,
        company_name, company_catch_phrase, company_business
        """

    /// Uses `database` for every read and write.
    init(database: StrataDatabase) {
        self.database = database
    }

    /// Replaces whole rows by id, so a coordinate that became `nil` is cleared too.
    func save(_ users: [User]) async throws(StorageError) {
        try await database.write { connection in try Self.upsert(users, in: connection) }
    }

    /// `nil` when no user with that id is stored.
    func user(id: User.ID) async throws(StorageError) -> User? {
        try await database.read { connection in
            try connection.queryFirst("SELECT \(Self.columns) FROM users WHERE id = ?", [id], row: Self.user)
        }
    }

    /// By id; empty before the first fetch or seed.
    func users() async throws(StorageError) -> [User] {
        try await database.read { connection in
            try connection.query("SELECT \(Self.columns) FROM users ORDER BY id", row: Self.user)
        }
    }

    static func upsert(_ users: [User], in connection: SQLiteConnection) throws {
        let statement = try connection.prepare(
            """
            INSERT OR REPLACE INTO users (\(columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """
        )
        for user in users {
            let address = user.address
            try statement.run([
                user.id, user.name, user.username, user.email, user.phone, user.website,
                address.street, address.suite, address.city, address.zipcode,
                address.coordinate?.latitude, address.coordinate?.longitude,
                user.company.name, user.company.catchPhrase, user.company.business,
            ])
        }
    }

    /// A coordinate that no longer validates maps to `nil`, as it does when it comes from the API.
    private static func user(_ row: SQLiteRow) throws -> User {
        let latitude: Double? = try row.column(10)
        let longitude: Double? = try row.column(11)
        return User(
            id: try row.column(0),
            name: try row.column(1),
            username: try row.column(2),
            email: try row.column(3),
            phone: try row.column(4),
            website: try row.column(5),
            address: Address(
                street: try row.column(6),
                suite: try row.column(7),
                city: try row.column(8),
                zipcode: try row.column(9),
                coordinate: latitude.flatMap { latitude in
                    longitude.flatMap { GeoCoordinate(latitude: latitude, longitude: $0) }
                }
            ),
            company: Company(name: try row.column(12), catchPhrase: try row.column(13), business: try row.column(14))
        )
    }
}
