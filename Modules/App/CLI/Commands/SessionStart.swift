import StrataComposition
import StrataDomain
import StrataPresentation

/// Signs the app coordinator in as `--user ID`, as the interactive app and `strata open` both do.
@MainActor
enum SessionStart {
    enum Outcome {
        case signedIn(User)
        case failed(ExitCode)
    }

    /// The user to sign in as, loaded, or the exit status after printing why it could not be loaded.
    static func user(_ id: User.ID, container: AppDIContainer, output: ConsoleOutput) async -> Outcome {
        do throws(RepositoryError) {
            return .signedIn(try await container.makeFetchUserUseCase().execute(userID: id, policy: .fresh).value)
        } catch {
            let message = ErrorViewModel(error, notFound: "User \(id) does not exist").message
            output.writeError("strata: --user \(id): \(message)\n")
            return .failed(ExitCode(error))
        }
    }
}
