import Foundation
import StrataComposition
import StrataDomain
import StrataPresentation
import StrataTerminalUI

/// `strata [--route ROUTE] [--user ID]`: the full-screen app.
///
/// Nothing holds its first paint: a `--user` this machine has stored is signed in at once, and one it
/// has not is looked up after the first frame, within a screen's time limit, while keys work.
@MainActor
struct InteractiveCommand {
    let container: AppDIContainer
    let output: ConsoleOutput

    func run(startingAt route: Route?) async -> ExitCode {
        var user: User?
        var signIn: BackgroundSignIn?
        if let id = container.configuration.userID {
            user = await SessionStart.storedUser(id, container: container)
            if user == nil { signIn = SessionStart.inBackground(id, container: container) }
        } else {
            // Signed in on an earlier run and not signed out since: open as that user.
            user = await container.makeRestoreSessionUseCase().execute()
        }
        container.startBackgroundSync()
        let app = TerminalApp(dependencies: container) { [container] load in await container.withinScreenTimeLimit(load)
        }
        let status = await app.run(
            startingAt: route,
            prepare: { app in
                if let user { app.startSession(for: user) }
            },
            signIn: signIn)
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
