import Foundation
import StrataComposition
import StrataTerminalUI

/// Runs one invocation of the executable and returns its exit status.
@MainActor
enum StrataCommand {
    /// Runs the command; a write to stdout or stderr that failed ends it non-zero (1, or the usage
    /// status it already had), said on stderr when stderr still works.
    static func run(arguments: [String], environment: [String: String], output: ConsoleOutput = .standard) async
        -> ExitCode
    {
        let status = await runCommand(arguments: arguments, environment: environment, output: output)
        guard let failure = output.failure else { return status }
        output.writeError("strata: \(failure)")
        return status == .success ? .failure : status
    }

    private static func runCommand(arguments: [String], environment: [String: String], output: ConsoleOutput) async
        -> ExitCode
    {
        let invocation: Invocation
        do {
            invocation = try CommandLineParser.parse(arguments, environment: environment)
        } catch {
            output.writeError(lines: error.lines)
            return .usage
        }
        let configuration = invocation.configuration
        switch invocation.command {
        case .help(let topic):
            output.write(
                lines: rows(
                    of: HelpLayout.wrap(HelpText.text(for: topic), width: HelpLayout.width(environment: environment))))
            return .success
        case .version:
            output.write(HelpText.version)
            return .success
        case .completions(let shell):
            output.write(lines: rows(of: Completions.script(for: shell)))
            return .success
        case .completionIDs(let subject):
            // Offline, over the store as it is: a TAB never waits on a server nor changes a file.
            guard let container = AppDIContainer.overExistingStore(configuration) else { return .success }
            output.write(lines: await container.storedIDs(of: subject, ownerID: configuration.userID).map(String.init))
            return .success
        case .interactive(let route):
            guard TerminalApp.isAvailable else {
                output.writeError(lines: [
                    "strata: the interactive app needs a terminal; use 'strata open ROUTE' in scripts",
                    "Run 'strata help' for usage.",
                ])
                return .usage
            }
            return await withContainer(invocation, output: output) { container in
                await InteractiveCommand(container: container, output: output).run(startingAt: route)
            }
        case .open(let route):
            return await withContainer(invocation, output: output) { container in
                await OpenCommand(container: container, output: output, format: invocation.format).run(route)
            }
        case .todos(let action):
            return await withContainer(invocation, output: output) { container in
                await TodosCommand(container: container, output: output, format: invocation.format).run(action)
            }
        case .signedInTodos(let action):
            return await withContainer(invocation, output: output) { container in
                let usage = TodosArguments.forms.first { $0.name == action.name }?.usage ?? "strata todos"
                guard
                    let user = await SessionStart.remembered(
                        for: "todos \(action.name)", usage: usage, container: container, output: output,
                        format: invocation.format)
                else { return .usage }
                return await TodosCommand(container: container, output: output, format: invocation.format)
                    .run(action.action(for: user.id))
            }
        case .sync:
            return await withContainer(invocation, output: output) { container in
                await SyncCommand(container: container, output: output, format: invocation.format).run()
            }
        }
    }

    /// Runs `command` over a started container, then waits for the work it left running (a sync an edit
    /// started, the write of a sign-in) before the process may exit, saying so when that takes a while.
    private static func withContainer(
        _ invocation: Invocation, output: ConsoleOutput, _ command: (AppDIContainer) async -> ExitCode
    ) async -> ExitCode {
        guard let container = await start(invocation, output: output) else { return .failure }
        let status = await command(container)
        await finishBackgroundWork(of: container, output: output)
        return status
    }

    /// Waits for the work `container` left running, saying so when that takes a while.
    static func finishBackgroundWork(of container: AppDIContainer, output: ConsoleOutput) async {
        let notice = Task { [timeout = container.configuration.timeout] in
            try await Task.sleep(for: .milliseconds(500))
            output.writeError("strata: finishing the sync in progress (at most \(secondsText(timeout)))")
        }
        await container.finishBackgroundWork()
        notice.cancel()
    }

    /// "10 s", "2.5 s": a `--timeout` the way it was typed, not `Duration`'s "10.0 seconds".
    private static func secondsText(_ duration: Duration) -> String {
        String(format: "%g s", duration / .seconds(1))
    }

    /// The container over the store `invocation` names; `nil` after reporting, in the invocation's
    /// format, why the store could not be opened.
    private static func start(_ invocation: Invocation, output: ConsoleOutput) async -> AppDIContainer? {
        let configuration = invocation.configuration
        let log: (@Sendable (String) -> Void)? =
            configuration.isVerbose ? { @Sendable line in output.writeError(line) } : nil
        do {
            return try await AppDIContainer.start(configuration, log: log) { notice in
                output.writeError("strata: \(notice)")
            }
        } catch {
            let part = invocation.command.name?.rawValue ?? "strata"
            output.reportFailure(
                ProblemDocument(part: part, message: error.description, request: nil), format: invocation.format)
            return nil
        }
    }

    /// The rows of a text this program wrote itself (help, a completion script), cut at its line feeds;
    /// text from outside is never cut this way, so it cannot add a row.
    private static func rows(of programText: String) -> [String] {
        var rows = programText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if rows.last == "" { rows.removeLast() }
        return rows
    }
}
