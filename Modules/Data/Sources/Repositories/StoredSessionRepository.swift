import StrataDomain

/// The signed-in user kept in the local store: one row, written on sign-in, deleted on sign-out.
struct StoredSessionRepository: SessionRepository {
    private let database: StrataDatabase

    /// Uses `database` for every read and write.
    init(database: StrataDatabase) {
        self.database = database
    }

    /// The remembered user's id; storage failures surface as `RepositoryError.storageFailure`.
    func signedInUserID() async throws(RepositoryError) -> User.ID? {
        try await mappingStorageErrors { () async throws(StorageError) in
            try await database.read { connection in
                try connection.queryFirst("SELECT user_id FROM signed_in_user WHERE slot = 1") { row in
                    try row.column(0, as: Int.self)
                }
            }
        }
    }

    /// Replaces the remembered user, or forgets it, in one write.
    func remember(signedInUserID userID: User.ID?) async throws(RepositoryError) {
        try await mappingStorageErrors { () async throws(StorageError) in
            try await database.write { connection -> Void in
                if let userID {
                    try connection.run("INSERT OR REPLACE INTO signed_in_user (slot, user_id) VALUES (1, ?)", [userID])
                } else {
                    try connection.run("DELETE FROM signed_in_user")
                }
            }
        }
    }
}
