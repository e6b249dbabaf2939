import StrataDomain
import StrataPresentation

/// Makes the "sign in as" sheet, which lists the users to choose from.
@MainActor
final class SignInSceneDIContainer: SignInFlowCoordinatorDependencies {
    private let users: any UsersRepository

    init(users: any UsersRepository) {
        self.users = users
    }

    func makeSignInViewModel(didSignIn: @escaping @MainActor (User) -> Void) -> any SignInViewModel {
        DefaultSignInViewModel(fetchUsers: DefaultFetchUsersUseCase(users: users), didSignIn: didSignIn)
    }
}
