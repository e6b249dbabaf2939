import Foundation
import StrataComposition
import StrataTerminalUI

/// Runs one invocation of the executable and returns its exit status.
@MainActor
enum StrataCommand {
    static func run(arguments: [String], environment: [String: String], output: ConsoleOutput = .standard) async
        -> ExitCode
    {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments, environment: environment)
        } catch {
            output.writeError("strata: \(error.message)\n\(error.helpPointer)\n")
            return .usage
        }
        let configuration = invocation.configuration
        switch invocation.command {
        case .help(let topic):
            output.write(HelpText.text(for: topic) + "\n")
            return .success
        case .version:
            output.write(HelpText.version + "\n")
            return .success
        case .completions(let shell):
            output.write(Completions.script(for: shell))
            return .success
        case .interactive(let route):
            guard TerminalApp.isAvailable else {
                output.writeError(
                    "strata: the interactive app needs a terminal; use 'strata open ROUTE' in scripts\n"
                        + "Run 'strata help' for usage.\n")
                return .usage
            }
            guard let container = await start(configuration, output: output) else { return .failure }
            return await InteractiveCommand(container: container, output: output).run(startingAt: route)
        case .open(let route):
            guard let container = await start(configuration, output: output) else { return .failure }
            let command = OpenCommand(container: container, output: output, format: invocation.format)
            return await command.run(route)
        case .todos(let action):
            guard let container = await start(configuration, output: output) else { return .failure }
            return await TodosCommand(container: container, output: output, format: invocation.format).run(action)
        case .sync:
            guard let container = await start(configuration, output: output) else { return .failure }
            return await SyncCommand(container: container, output: output, format: invocation.format).run()
        }
    }

    private static func start(_ configuration: AppConfiguration, output: ConsoleOutput) async -> AppDIContainer? {
        let log: (@Sendable (String) -> Void)? =
            configuration.isVerbose ? { @Sendable line in output.writeError(line + "\n") } : nil
        do {
            return try await AppDIContainer.start(configuration, log: log) { notice in
                output.writeError("strata: \(notice)\n")
            }
        } catch {
            output.writeError("strata: \(error)\n")
            return nil
        }
    }
}
