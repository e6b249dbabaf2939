import Foundation
import StrataData
import StrataDomain

/// The settings the app runs with, resolved by the command line from flags first, then the
/// environment, then these defaults.
public struct AppConfiguration: Sendable, Equatable {
    /// The JSONPlaceholder-compatible server to talk to.
    public var baseURL: URL = JSONPlaceholderAPI.defaultBaseURL
    /// How long one screen may take, every request it makes included.
    public var timeout: Duration = .seconds(10)
    /// The user to act as, for screens and commands that need a session.
    public var userID: User.ID?
    /// `--db PATH` (`:memory:` for a throwaway store); `nil` leaves it to `STRATA_DB` and the XDG default.
    public var databasePath: String?
    /// `--offline`: never touch the network, answer from the local store.
    public var isOffline = false
    /// `--todos-on-server`: keep todos on the server alone, with no local copy and no queued edits, so
    /// an edit waits for the server and fails without it. The composition root picks the todos adapter
    /// from this; everything above the port is the same either way.
    public var keepsTodosOnServerOnly = false
    /// `--verbose`: log every request and its outcome to stderr, secrets redacted, bodies never.
    public var isVerbose = false
    /// The environment, for the database location (`STRATA_DB`, `XDG_DATA_HOME`, `HOME`).
    public var environment: [String: String] = [:]

    /// The defaults: the public JSONPlaceholder, a 10 s timeout, the XDG store, online, quiet.
    public init() {}
}
