import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("SignInViewModel")
struct SignInViewModelTests {
    @Test("choosing a row signs in as that user")
    func signsIn() async {
        var signedIn: [User.ID] = []
        let users = StubContentRepository(users: [Fixtures.user(id: 1), Fixtures.user(id: 2)])
        let viewModel = SignInViewModel(
            fetchUsers: DefaultFetchUsersUseCase(users: users), didSignIn: { signedIn.append($0.id) })

        await viewModel.load()
        viewModel.signIn(itemAt: 1)
        viewModel.signIn(itemAt: 9)

        #expect(viewModel.items.count == 2)
        #expect(signedIn == [2])
    }
}
