import StrataSQLite

extension StrataSchema {
    /// Who is signed in on this machine, one row at most, so the app opens signed in until sign-out.
    static let version5 = SQLiteMigration(
        version: 5,
        name: "the signed-in user, remembered across runs",
        script: """
            CREATE TABLE signed_in_user (
                slot INTEGER PRIMARY KEY CHECK (slot = 1),
                user_id INTEGER NOT NULL CHECK (user_id >= 1)
            );
            """
    )
}
