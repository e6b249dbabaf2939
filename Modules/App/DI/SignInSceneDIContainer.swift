import StrataDomain
import StrataPresentation

/// Makes the "sign in as" screen, which lists the users to choose from.
@MainActor
final class SignInSceneDIContainer: SessionFlowCoordinatorDependencies {
    private let users: any UsersRepository

    init(users: any UsersRepository) {
        self.users = users
    }

    func makeSignInViewModel(didSignIn: @escaping @MainActor (User) -> Void) -> SignInViewModel {
        SignInViewModel(fetchUsers: DefaultFetchUsersUseCase(users: users), didSignIn: didSignIn)
    }
}
