import Foundation

/// Writes log lines at or above a minimum level to standard error, one `write` per line so lines from
/// concurrent requests never interleave. Nothing is written unless a client is given this logger.
public struct StandardErrorLogger: NetworkLogger {
    /// The least important level that is written.
    public let minimumLevel: LogLevel

    /// Writes `info` and above unless told otherwise; pass `.debug` to see headers too.
    public init(minimumLevel: LogLevel = .info) {
        self.minimumLevel = minimumLevel
    }

    /// Builds the message only when `level` is written, so skipped debug lines cost nothing.
    public func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard level >= minimumLevel else { return }
        FileHandle.standardError.write(Data("[strata \(level)] \(message())\n".utf8))
    }
}
