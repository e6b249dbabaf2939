import Foundation
import StrataComposition
import StrataPresentation

/// Turns flag and argument text into values, range-checked where they are parsed, with a message
/// that names the value and what was expected.
enum ValueParsers {
    /// The longest `--timeout`, in seconds.
    static let maximumTimeout = 3600.0

    static func baseURL(_ text: String, source: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else { throw UsageError("\(source): '\(URLDisplay.redacted(text))' is not an http or https URL") }
        return url
    }

    static func timeout(_ text: String) throws(UsageError) -> Duration {
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= maximumTimeout else {
            throw UsageError(
                "--timeout: '\(text)' is not a number of seconds greater than 0 and at most \(Int(maximumTimeout))")
        }
        // At least one millisecond, so a tiny positive value is a deadline, not an instant failure.
        return .milliseconds(max(1, Int64((seconds * 1000).rounded(.up))))
    }

    static func id(_ text: String, of kind: String, flag: String? = nil) throws(UsageError) -> Int {
        guard let id = Int(text), id >= 1 else {
            throw UsageError("\(flag.map { "\($0): " } ?? "")'\(text)' is not a \(kind) id (a whole number from 1)")
        }
        return id
    }

    static func route(_ text: String) throws(UsageError) -> Route {
        do {
            return try Route(parsing: text)
        } catch {
            throw UsageError(error.description, command: .open)
        }
    }

    static func nonEmpty(_ text: String, flag: String) throws(UsageError) -> String {
        guard !text.isEmpty else { throw UsageError("\(flag) needs a value") }
        return text
    }
}
