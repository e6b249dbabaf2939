import StrataComposition
import StrataDomain
import StrataPresentation
import StrataTerminalUI

/// `strata open ROUTE`: starts the coordinators at the route, loads the screen it ends on, prints it
/// once and exits. It drives the very same coordinators and view models as the interactive app.
///
/// A screen whose primary content loaded is printed, and exits 0, even when a part of it did not
/// load; each such part is named on stderr with the request that failed. `--timeout` bounds the whole
/// command: the `--user` lookup and the screen share one deadline.
@MainActor
struct OpenCommand {
    let container: AppDIContainer
    let output: ConsoleOutput
    let format: OutputFormat

    func run(_ route: Route) async -> ExitCode {
        await container.withinScreenTimeLimit { await show(route) }
    }

    private func show(_ route: Route) async -> ExitCode {
        let navigator = ScreenStack()
        let app = AppFlowCoordinator(navigator: navigator, dependencies: container)
        if let id = container.configuration.userID {
            switch await SessionStart.user(id, container: container) {
            case .signedIn(let user): app.startSession(for: user)
            case .failed(let error, let status): return fail(error, status: status)
            }
        } else if route == .todos {
            // "todos" is the signed-in user's list: without --user, the user the app remembers.
            guard
                let user = await SessionStart.remembered(
                    for: "open todos", usage: "strata open todos [--user ID]", container: container, output: output,
                    format: format)
            else { return .usage }
            app.startSession(for: user)
        }
        app.open(route)
        guard let screen = navigator.visible else {
            return fail(ErrorViewModel(message: "nothing to show for that route", isRetryable: false))
        }
        let text = TextScreen(screen)
        let model = screen.viewModel
        await container.withinScreenTimeLimit { await model.load() }

        let content = text.content
        switch content.status {
        case .failed(let error):
            return fail(error)
        case .loading:
            return fail(ErrorViewModel(message: "the screen did not finish loading", isRetryable: true))
        case .ready:
            // "Offline — …" warns of data the network could not refresh; asked for with --offline, it is news to nobody.
            if let note = content.note, !container.configuration.isOffline { output.writeError("strata: \(note)") }
            if let notice = content.syncNotice { output.writeError("strata: \(notice.text)") }
            for failure in content.partFailures { output.writeError("strata: \(failure.message)") }
            guard case .json(let fields) = format else {
                output.write(lines: text.render())
                return .success
            }
            // A script that asked for JSON never gets text with exit 0, whatever the screen shows.
            guard let document = ScreenDocument.make(screen, route: route.path) else {
                return fail(
                    ErrorViewModel(message: "'\(route.path)' shows nothing --json can print", isRetryable: false))
            }
            return output.writeJSON(document, fields: fields) ? .success : .failure
        }
    }

    private func fail(_ error: ErrorViewModel, status: ExitCode = .failure) -> ExitCode {
        output.reportFailure(ProblemDocument(part: "open", error), format: format)
        return status
    }
}
