import Foundation

/// Writes log lines at or above a minimum level to standard error, one `write` per line so lines from
/// concurrent requests never interleave. Nothing is written unless a client is given this logger.
public struct StandardErrorLogger: NetworkLogger {
    /// The least important level that is written.
    public let minimumLevel: LogLevel

    public init(minimumLevel: LogLevel = .info) {
        self.minimumLevel = minimumLevel
    }

    public func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard level >= minimumLevel else { return }
        FileHandle.standardError.write(Data("[strata \(level)] \(message())\n".utf8))
    }
}
