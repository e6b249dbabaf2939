import Foundation
import StrataNetworking

/// Runs one invocation of the executable and returns its exit status.
@MainActor
enum StrataCommand {
    enum ExitStatus: Int32 {
        case success = 0
        case failure = 1
        case usage = 2
    }

    static func run(
        arguments: [String],
        environment: [String: String],
        output: ConsoleOutput = .standard,
        transport: (any HTTPTransport)? = nil
    ) async -> ExitStatus {
        let invocation: CommandLineParser.Invocation
        do {
            invocation = try CommandLineParser.parse(arguments, environment: environment)
        } catch {
            output.writeError("strata: \(error.message)\nRun 'strata --help' for usage.\n")
            return .usage
        }
        let makeContainer = {
            AppDIContainer(configuration: invocation.configuration, transport: transport ?? URLSessionTransport())
        }

        switch invocation.command {
        case .help:
            output.write(HelpText.usage + "\n")
            return .success
        case .version:
            output.write(HelpText.version + "\n")
            return .success
        case .open(let route, let format):
            return await OpenCommand(container: makeContainer(), output: output).run(route, format: format)
        case .interactive(let route):
            guard TerminalDevice.isInteractive else {
                output.writeError(
                    "strata: the interactive app needs a terminal; use 'strata open ROUTE' in scripts\n"
                        + "Run 'strata --help' for usage.\n"
                )
                return .usage
            }
            return await TerminalApp(container: makeContainer()).run(startingAt: route)
        }
    }
}
