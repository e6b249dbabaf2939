import Foundation
import StrataComposition
import StrataDomain
import StrataPresentation
import StrataTerminalUI

/// `strata [--route ROUTE] [--user ID]`: the full-screen app.
@MainActor
struct InteractiveCommand {
    let container: AppDIContainer
    let output: ConsoleOutput

    func run(startingAt route: Route?) async -> ExitCode {
        var user: User?
        if let id = container.configuration.userID {
            switch await SessionStart.user(id, container: container, output: output) {
            case .signedIn(let loaded): user = loaded
            case .failed(let status): return status
            }
        } else {
            // Signed in on an earlier run and not signed out since: open as that user.
            user = await container.makeRestoreSessionUseCase().execute()
        }
        container.startBackgroundSync()
        let app = TerminalApp(dependencies: container) { [container] load in await container.withinScreenTimeLimit(load)
        }
        let status = await app.run(startingAt: route) { app in
            if let user { app.startSession(for: user) }
        }
        // The terminal is restored by now. A failed write to it is said on stderr, if that still works.
        if let failure = app.outputFailure {
            output.writeError("strata: \(failure)")
            await StrataCommand.finishBackgroundWork(of: container, output: output)
            return .failure
        }
        // A signal ended the app (SIGINT, SIGTERM, SIGHUP): the terminal is restored, and once the work
        // left running has ended, the process ends with the status a shell expects, 128 plus the signal.
        if status != 0 {
            await StrataCommand.finishBackgroundWork(of: container, output: output)
            exit(status)
        }
        return .success
    }
}
