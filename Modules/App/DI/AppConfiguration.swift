import Foundation
import StrataData
import StrataDomain

/// The settings the app runs with, resolved from flags first, then the environment, then defaults.
struct AppConfiguration: Sendable, Equatable {
    var baseURL: URL = JSONPlaceholderAPI.defaultBaseURL
    var timeout: Duration = .seconds(10)
    /// The user to act as, for screens that need a session (`todos`).
    var userID: User.ID?
    /// `--db PATH` (`:memory:` for a throwaway store); `nil` leaves it to `STRATA_DB` and the XDG default.
    var databasePath: String?
    /// `--offline`: never touch the network, answer from the local store.
    var isOffline = false
    /// `--verbose`: log every request and its outcome to stderr, secrets redacted, bodies never.
    var isVerbose = false
    /// The environment, for the database location (`STRATA_DB`, `XDG_DATA_HOME`, `HOME`).
    var environment: [String: String] = [:]
}
