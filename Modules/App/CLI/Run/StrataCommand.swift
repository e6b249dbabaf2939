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
            return await withContainer(configuration, output: output) { container in
                await InteractiveCommand(container: container, output: output).run(startingAt: route)
            }
        case .open(let route):
            return await withContainer(configuration, output: output) { container in
                await OpenCommand(container: container, output: output, format: invocation.format).run(route)
            }
        case .todos(let action):
            return await withContainer(configuration, output: output) { container in
                await TodosCommand(container: container, output: output, format: invocation.format).run(action)
            }
        case .sync:
            return await withContainer(configuration, output: output) { container in
                await SyncCommand(container: container, output: output, format: invocation.format).run()
            }
        }
    }

    /// Runs `command` over a started container, then waits for the work it left running (a sync an edit
    /// started, the write of a sign-in) before the process may exit, saying so when that takes a while.
    private static func withContainer(
        _ configuration: AppConfiguration, output: ConsoleOutput, _ command: (AppDIContainer) async -> ExitCode
    ) async -> ExitCode {
        guard let container = await start(configuration, output: output) else { return .failure }
        let status = await command(container)
        await finishBackgroundWork(of: container, output: output)
        return status
    }

    /// Waits for the work `container` left running, saying so when that takes a while.
    static func finishBackgroundWork(of container: AppDIContainer, output: ConsoleOutput) async {
        let notice = Task { [timeout = container.configuration.timeout] in
            try await Task.sleep(for: .milliseconds(500))
            output.writeError("strata: finishing the sync in progress (at most \(secondsText(timeout)))\n")
        }
        await container.finishBackgroundWork()
        notice.cancel()
    }

    /// "10 s", "2.5 s": a `--timeout` the way it was typed, not `Duration`'s "10.0 seconds".
    private static func secondsText(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return String(format: "%g s", seconds)
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
