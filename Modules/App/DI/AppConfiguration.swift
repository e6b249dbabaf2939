import Foundation
import StrataData

/// The settings the app runs with, resolved from flags first, then the environment, then defaults.
struct AppConfiguration: Sendable, Equatable {
    var baseURL: URL = JSONPlaceholderAPI.defaultBaseURL
    var timeout: Duration = .seconds(10)
}
