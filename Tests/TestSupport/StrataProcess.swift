import Foundation

/// Runs the built `strata` binary as a script would, and captures what it did.
public struct StrataProcess: Sendable {
    public let status: Int32
    public let out: String
    public let err: String
    public let elapsed: Duration

    /// Runs `strata` with exactly `environment` plus a minimal `PATH`, so nothing from the developer's
    /// shell (their database, their server) leaks into a test.
    public static func run(_ arguments: [String], environment: [String: String]) throws -> StrataProcess {
        let process = Process()
        process.executableURL = RepositoryPaths.strataExecutable
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin"].merging(environment) { $1 }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let clock = ContinuousClock()
        let start = clock.now
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return StrataProcess(
            status: process.terminationStatus,
            out: String(decoding: outData, as: UTF8.self),
            err: String(decoding: errData, as: UTF8.self),
            elapsed: clock.now - start
        )
    }
}
