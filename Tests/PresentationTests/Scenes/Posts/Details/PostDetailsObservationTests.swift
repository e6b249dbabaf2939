import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("PostDetailsViewModel observation", .timeLimit(.minutes(1)))
struct PostDetailsObservationTests {
    private let useCase = MockFetchPostDetailsUseCase { _ in .failure(.notFound) }
    private let details = Fetched(
        PostDetails(post: Fixtures.post(id: 1), author: .success(Fixtures.user()), comments: .success([])),
        freshness: .current)

    @Test("loading, loaded, and a failed refresh are each reported, the title with them")
    func stateChangesAreObservable() async {
        useCase.script.isHolding = true
        let viewModel = DefaultPostDetailsViewModel(postID: 1, fetchPostDetails: useCase)

        let toLoading = ObservationProbe { _ = viewModel.state }
        let busy = ObservationProbe { _ = viewModel.isLoading }
        let load = Task { await viewModel.load() }
        await useCase.script.waitForCalls(1)
        let toLoaded = ObservationProbe { _ = viewModel.state }
        let title = ObservationProbe { _ = viewModel.title }
        useCase.script.answer(0, with: .failure(.notFound))
        useCase.script.answer(1, with: .success(details))
        await load.value
        let toFailed = ObservationProbe { _ = viewModel.state }
        let refresh = Task { await viewModel.refresh() }
        await useCase.script.waitForCalls(3)
        useCase.script.answer(2, with: .failure(.notFound))
        await refresh.value

        #expect([toLoading, busy, toLoaded, title, toFailed].map(\.didFire) == [true, true, true, true, true])
        #expect(viewModel.state == .failed(ErrorViewModel(message: "Post 1 does not exist", isRetryable: false)))
    }

    @Test("opening the author or the comments changes nothing observable")
    func actionsAreSilent() async {
        useCase.script.respond { [details] _ in .success(details) }
        let viewModel = DefaultPostDetailsViewModel(postID: 1, fetchPostDetails: useCase)
        await viewModel.load()

        let probe = ObservationProbe {
            _ = viewModel.state
            _ = viewModel.isLoading
            _ = viewModel.title
        }
        viewModel.showAuthor()
        viewModel.showComments()
        await viewModel.load()

        #expect(probe.didFire == false)
    }
}
