import StrataComposition
import StrataDomain
import StrataPresentation
import StrataTerminalUI

/// Signs the app coordinator in as `--user ID`, as the interactive app and `strata open` both do.
@MainActor
enum SessionStart {
    enum Outcome {
        case signedIn(User)
        /// Why the user could not be loaded, with the request that failed, for the command to report in
        /// its format, and the exit status that says so.
        case failed(ErrorViewModel, ExitCode)
    }

    /// The user to sign in as, loaded, or why not. Call it inside the command's time limit: the lookup
    /// is one of the command's requests.
    static func user(_ id: User.ID, container: AppDIContainer) async -> Outcome {
        switch await lookUp(id, container: container) {
        case .success(let user):
            return .signedIn(user)
        case .failure(let failure):
            return .failed(failure.message, ExitCode(failure.error))
        }
    }

    /// The user, from the store when it has them (at once, offline too), else from the server: for a
    /// command that acts on a user's list without signing in, whose user must exist all the same.
    static func existingUser(_ id: User.ID, container: AppDIContainer) async -> Outcome {
        if let stored = await storedUser(id, container: container) { return .signedIn(stored) }
        return await user(id, container: container)
    }

    /// The user the app remembers as signed in, for a command given without `--user` (`what`, such as
    /// "todos list"), said on stderr so a script's log shows whose data it got; `nil` after reporting, in
    /// `format`, that nobody is signed in, with `usage` under the message on stderr.
    static func remembered(
        for what: String, usage: String, container: AppDIContainer, output: ConsoleOutput, format: OutputFormat
    ) async -> User? {
        guard let user = await container.makeRestoreSessionUseCase().execute() else {
            let command = String(what.prefix { $0 != " " })
            let error = UsageError(
                "\(what): nobody is signed in; pass --user ID, or sign in in the app (strata, then s)",
                command: CommandName(rawValue: command), usage: ["Usage: \(usage)"])
            output.reportFailure(
                ProblemDocument(part: command, message: error.message, request: nil), format: format,
                explanation: error.explanation)
            return nil
        }
        output.writeError(
            "strata: \(what): as \(user.name) (user \(user.id)), signed in in the app; --user ID for another")
        return user
    }

    /// The user as this machine stored them, at once and without the network; `nil` when not stored.
    static func storedUser(_ id: User.ID, container: AppDIContainer) async -> User? {
        try? await container.makeFetchUserUseCase().execute(userID: id, policy: .stored).value
    }

    /// A sign-in the interactive app finishes after its first frame, for a user not stored here.
    static func inBackground(_ id: User.ID, container: AppDIContainer) -> BackgroundSignIn {
        BackgroundSignIn { app in
            switch await lookUp(id, container: container) {
            case .success(let user):
                // Someone the person picked meanwhile wins over the flag.
                if app.signedInUser == nil { app.startSession(for: user) }
                return nil
            case .failure(let failure):
                return failure.message
            }
        }
    }

    private struct Failure: Error {
        let error: RepositoryError
        let message: ErrorViewModel
    }

    private static func lookUp(_ id: User.ID, container: AppDIContainer) async -> Result<User, Failure> {
        do throws(RepositoryError) {
            return .success(try await container.makeFetchUserUseCase().execute(userID: id, policy: .fresh).value)
        } catch {
            let message = ErrorViewModel(error, notFound: "User \(id) does not exist").message
            return .failure(
                Failure(
                    error: error,
                    message: ErrorViewModel(
                        message: "--user \(id): \(message)", isRetryable: false, request: error.request)))
        }
    }
}
