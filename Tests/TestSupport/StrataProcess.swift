import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the built `strata` binary as a script would, and captures what it did.
public struct StrataProcess: Sendable {
    public let status: Int32
    /// Whether a signal ended the process (`status` is then the signal's number), as when it traps.
    public let endedBySignal: Bool
    public let out: String
    public let err: String
    public let elapsed: Duration

    /// Where the binary's standard output goes.
    public enum Output: Sendable {
        /// A pipe this process reads, as `out`.
        case captured
        /// A file opened for writing, such as `/dev/full`.
        case file(String)
        /// A pipe whose reading end is closed before the binary starts, so every write meets `EPIPE`.
        case brokenPipe
    }

    /// The binary under test: `STRATA_TEST_EXECUTABLE` when set (to run the scenarios against another
    /// build, such as one from before a fix), else the one built with the tests.
    public static var executable: URL {
        ProcessInfo.processInfo.environment["STRATA_TEST_EXECUTABLE"].map(URL.init(fileURLWithPath:))
            ?? RepositoryPaths.strataExecutable
    }

    /// Runs `strata` with exactly `environment` plus a minimal `PATH`, so nothing from the developer's
    /// shell (their database, their server) leaks into a test; a command that talks to a server gets
    /// `GenerousDeadline`'s minute unless it names its own. A run still going after `hangGuard` is
    /// killed, so a hang fails the test instead of the suite.
    public static func run(
        _ arguments: [String], environment: [String: String], output: Output = .captured,
        hangGuard: Duration = .seconds(120)
    ) throws -> StrataProcess {
        try launch(
            executable, GenerousDeadline.applied(to: arguments), environment: environment, output: output,
            hangGuard: hangGuard)
    }

    /// Runs `script` with `/bin/sh -c`, the binary's path in `$STRATA`, for what `Process` cannot set
    /// up: a closed descriptor (`>&-`), or arguments that are not valid UTF-8 (`printf '\377'`).
    public static func runShell(
        _ script: String, environment: [String: String], hangGuard: Duration = .seconds(120)
    ) throws -> StrataProcess {
        try launch(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script],
            environment: ["STRATA": executable.path].merging(environment) { $1 }, output: .captured,
            hangGuard: hangGuard)
    }

    private static func launch(
        _ executable: URL, _ arguments: [String], environment: [String: String], output: Output,
        hangGuard: Duration
    ) throws -> StrataProcess {
        let stdout: ChildProcess.Stream =
            switch output {
            case .captured: .pipe
            case .file(let path): .file(path)
            case .brokenPipe: .brokenPipe
            }
        let clock = ContinuousClock()
        let start = clock.now
        let finished = try ChildProcess.run(
            executable.path, arguments, environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 },
            stdout: stdout, within: hangGuard)
        return StrataProcess(
            status: finished.termination.status,
            endedBySignal: finished.termination.endedBySignal,
            out: String(decoding: finished.out, as: UTF8.self),
            err: String(decoding: finished.err, as: UTF8.self),
            elapsed: clock.now - start
        )
    }
}
