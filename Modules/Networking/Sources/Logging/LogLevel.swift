/// How much a log line matters, from per-request detail to failures a user would notice.
public enum LogLevel: Int, Comparable, Sendable, CaseIterable {
    /// Request and response headers (secrets redacted), and bodies when asked for.
    case debug
    /// One line per response and per retry.
    case info
    /// Attempts that ended in an error rather than a response (a status such as 503 is `info`).
    case warning
    /// Calls that failed for good.
    case error

    /// Orders levels by importance, `debug` lowest, so a logger can compare against its minimum.
    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
