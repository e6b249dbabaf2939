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
        func makeContainer() async -> AppDIContainer? {
            do {
                let database = try await DatabaseStartup.open(invocation.configuration) { notice in
                    output.writeError("strata: \(notice)\n")
                }
                return AppDIContainer(
                    configuration: invocation.configuration,
                    database: database,
                    transport: transport ?? HTTPTransports.platformDefault()
                )
            } catch {
                let hint =
                    if case .newerSchema = error { " — update Strata or choose another file with --db" } else { "" }
                output.writeError("strata: \(error)\(hint)\n")
                return nil
            }
        }

        switch invocation.command {
        case .help:
            output.write(HelpText.usage + "\n")
            return .success
        case .version:
            output.write(HelpText.version + "\n")
            return .success
        case .open(let route, let format):
            guard let container = await makeContainer() else { return .failure }
            return await OpenCommand(container: container, output: output).run(route, format: format)
        case .todos(let command):
            guard let container = await makeContainer() else { return .failure }
            return await TodosCommandRunner(container: container, output: output).run(command)
        case .sync:
            guard let container = await makeContainer() else { return .failure }
            return await TodosCommandRunner(container: container, output: output).sync()
        case .interactive(let route):
            guard TerminalDevice.isInteractive else {
                output.writeError(
                    "strata: the interactive app needs a terminal; use 'strata open ROUTE' in scripts\n"
                        + "Run 'strata --help' for usage.\n"
                )
                return .usage
            }
            guard let container = await makeContainer() else { return .failure }
            return await TerminalApp(container: container).run(startingAt: route)
        }
    }
}
