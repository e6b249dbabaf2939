import StrataComposition

/// One parsed command line: what to do, the settings to do it with, and how to print it.
struct Invocation: Equatable {
    var command: Command
    var configuration: AppConfiguration
    var format: OutputFormat = .text
}
