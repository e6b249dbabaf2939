import Foundation
import StrataData
import StrataDomain

/// The settings the app runs with, resolved from flags first, then the environment, then defaults.
struct AppConfiguration: Sendable, Equatable {
    var baseURL: URL = JSONPlaceholderAPI.defaultBaseURL
    var timeout: Duration = .seconds(10)
    /// The user to act as, for screens that need a session (`todos`).
    var userID: User.ID?
}
