import StrataDomain
import StrataPresentation

/// `strata open ROUTE`: starts the coordinators at the route, loads the screen it ends on, prints it
/// once and exits. It drives the very same coordinators and view models as the interactive app.
@MainActor
struct OpenCommand {
    let container: AppDIContainer
    let output: ConsoleOutput

    func run(_ route: Route, format: OutputFormat) async -> StrataCommand.ExitStatus {
        let navigator = HeadlessNavigator()
        let app = AppFlowCoordinator(navigator: navigator, dependencies: container)
        if let userID = container.configuration.userID {
            do {
                let user = try await DefaultFetchUserUseCase(users: container.usersRepository).execute(
                    userID: userID, policy: .fresh)
                app.startSession(for: user.value)
            } catch {
                let message = error.kind == .notFound ? "User \(userID) does not exist" : ErrorViewModel(error).message
                output.writeError("strata: \(message)\n")
                return error.kind == .notFound ? .usage : .failure
            }
        } else if route == .todos {
            output.writeError("strata: 'open todos' needs --user ID, the user whose todos to show\n")
            return .usage
        }

        app.open(route)
        guard let screen = navigator.visible else {
            output.writeError("strata: nothing to show for that route\n")
            return .failure
        }
        let profileView = ProfileScreenView()
        if case .userProfile(let presenter) = screen {
            presenter.attach(profileView)
        }
        await ScreenActions.load(screen)

        let content = ScreenContentBuilder(profileView: { _ in profileView }).content(of: screen)
        switch content.status {
        case .failed(let error):
            output.writeError("strata: \(error.message)\n")
            return .failure
        case .loading:
            output.writeError("strata: the screen did not finish loading\n")
            return .failure
        case .ready:
            if let note = content.note {
                output.writeError("strata: \(note)\n")
            }
            if format == .json {
                var profile: UserProfileContent?
                if case .profile(let content, _) = profileView.display { profile = content }
                output.write(JSONScreenRenderer.render(screen, profile: profile))
            } else {
                var text = TextScreenRenderer.render(title: screen.title, content: content)
                if case .postsList(let model) = screen, let next = model.nextPageNumber {
                    text += "Next: strata open 'posts?page=\(next)'\n"
                }
                output.write(text)
            }
            return .success
        }
    }
}
