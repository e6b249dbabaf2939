import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The arguments and environment of the process, decoded from their bytes.
///
/// `CommandLine.arguments` and `ProcessInfo.environment` repair bytes that are not UTF-8 into U+FFFD,
/// so `--db` with such a name would quietly open another file. Strata reads its input only as text:
/// an argument, or a variable it reads, that is not valid UTF-8 is refused, never rewritten.
enum ProcessInput {
    /// The variables Strata reads: `CommandLineParser`, `DatabaseLocation.resolve` and `HelpLayout`.
    static let variablesRead = ["STRATA_DB", "STRATA_BASE_URL", "XDG_DATA_HOME", "HOME", "COLUMNS"]

    /// The arguments after the program's name, or why one of them, or a variable Strata reads, cannot
    /// be taken as text.
    static func arguments() -> Result<[String], UsageError> {
        var arguments: [String] = []
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index] else { continue }
            guard let argument = String(validatingCString: raw) else {
                return .failure(refusal("argument \(index) ('\(String(cString: raw))')"))
            }
            arguments.append(argument)
        }
        for name in variablesRead {
            if let raw = getenv(name), String(validatingCString: raw) == nil {
                return .failure(refusal("the variable \(name) ('\(String(cString: raw))')"))
            }
        }
        return .success(arguments)
    }

    /// `what` is shown with its bad bytes as U+FFFD, which the sanitiser then shows as they are.
    private static func refusal(_ what: String) -> UsageError {
        UsageError(
            "\(what) is not valid UTF-8; Strata takes only text, so it will not guess which file or value was meant")
    }
}
