/// The scene's Presentation tests: the list with a mocked use case, the details over the stub
/// repository, and the route and flow through the app coordinator, with the doubles they use.
struct PresentationTestTemplates {
    let n: SceneNames

    init(_ names: SceneNames) {
        n = names
    }

    var files: [ScenePlan.NewFile] {
        let folder = "Tests/PresentationTests/\(n.plural)"
        return [
            ScenePlan.NewFile(path: "\(folder)/MockFetch\(n.plural)UseCase.swift", text: mock),
            ScenePlan.NewFile(path: "\(folder)/Stub\(n.plural)Scene.swift", text: scene),
            ScenePlan.NewFile(path: "\(folder)/\(n.plural)ListViewModelTests.swift", text: listTests),
            ScenePlan.NewFile(path: "\(folder)/\(n.entity)DetailsViewModelTests.swift", text: detailsTests),
            ScenePlan.NewFile(path: "\(folder)/\(n.plural)RouteTests.swift", text: routeTests),
        ]
    }

    private var mock: String {
        """
        import StrataDomain
        import StrataTestSupport

        /// Answers each read policy with the result it was given and records the policies asked for, so a
        /// test sees the view model's loading sequence: the stored copy first, then the server.
        final class MockFetch\(n.plural)UseCase: Fetch\(n.plural)UseCase, Sendable {
            private let stored: Result<Fetched<[\(n.entity)]>, RepositoryError>
            private let fresh: Result<Fetched<[\(n.entity)]>, RepositoryError>
            private let asked = Locked<[ReadPolicy]>([])

            init(stored: Result<Fetched<[\(n.entity)]>, RepositoryError>, fresh: Result<Fetched<[\(n.entity)]>, RepositoryError>) {
                self.stored = stored
                self.fresh = fresh
            }

            /// Every policy asked for, in order.
            var policies: [ReadPolicy] { asked.withLock { $0 } }

            func execute(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[\(n.entity)]> {
                asked.withLock { $0.append(policy) }
                return try (policy == .stored ? stored : fresh).get()
            }
        }

        """
    }

    private var scene: String {
        """
        import StrataDomain
        import StrataPresentation
        import StrataTestSupport

        /// The \(n.name) scene as a test builds it: real view models over a stub repository, and the flow
        /// made with `dependencies: self`, as the app's scene container makes it.
        @MainActor
        final class Stub\(n.plural)Scene: \(n.plural)FlowCoordinatorDependencies {
            let \(n.name) = Stub\(n.plural)Repository(\(n.name): [\(n.entity)(id: 2, title: "second"), \(n.entity)(id: 3, title: "third")])

            func make\(n.plural)FlowCoordinator(navigator: any Navigator) -> \(n.plural)FlowCoordinator {
                \(n.plural)FlowCoordinator(navigator: navigator, dependencies: self)
            }

            func make\(n.plural)ListViewModel(showDetails: @escaping @MainActor (\(n.entity).ID) -> Void) -> any \(n.plural)ListViewModel {
                Default\(n.plural)ListViewModel(fetch\(n.plural): DefaultFetch\(n.plural)UseCase(\(n.name): \(n.name)), showDetails: showDetails)
            }

            func make\(n.entity)DetailsViewModel(\(n.singular)ID: \(n.entity).ID) -> any \(n.entity)DetailsViewModel {
                Default\(n.entity)DetailsViewModel(\(n.singular)ID: \(n.singular)ID, fetch\(n.entity): DefaultFetch\(n.entity)UseCase(\(n.name): \(n.name)))
            }
        }

        extension StubAppDependencies {
            func make\(n.plural)FlowCoordinator(navigator: any Navigator) -> \(n.plural)FlowCoordinator {
                track(Stub\(n.plural)Scene()).make\(n.plural)FlowCoordinator(navigator: navigator)
            }
        }

        """
    }

    private var listTests: String {
        """
        import StrataDomain
        import StrataPresentation
        import Testing

        @MainActor
        @Suite("\(n.plural)ListViewModel", .timeLimit(.minutes(1)))
        struct \(n.plural)ListViewModelTests {
            private let log = Log()

            private func makeViewModel(_ useCase: MockFetch\(n.plural)UseCase) -> Default\(n.plural)ListViewModel {
                let log = self.log
                return Default\(n.plural)ListViewModel(fetch\(n.plural): useCase, showDetails: { log.append("details \\($0)") })
            }

            @Test("the stored copy is asked for first, then the server, whose rows are shown")
            func storedThenFresh() async {
                let useCase = MockFetch\(n.plural)UseCase(
                    stored: .success(Fetched([\(n.entity)(id: 1, title: "old")], freshness: .stored(asOf: nil))),
                    fresh: .success(Fetched([\(n.entity)(id: 1, title: "first"), \(n.entity)(id: 2, title: "second")], freshness: .current)))
                let viewModel = makeViewModel(useCase)

                await viewModel.load()

                #expect(useCase.policies == [.stored, .fresh])
                #expect(viewModel.state.content?.items.map(\\.id) == [1, 2])
                #expect(viewModel.state.content?.items.first?.title == "First")
                #expect(viewModel.title == "\(n.plural)")
            }

            @Test("a failure with nothing to fall back on is an error state naming the cause")
            func failure() async {
                let useCase = MockFetch\(n.plural)UseCase(
                    stored: .failure(.notFound), fresh: .failure(.unreachable(reason: "no route to host")))
                let viewModel = makeViewModel(useCase)

                await viewModel.load()

                #expect(viewModel.state == .failed(ErrorViewModel(message: "No route to host", isRetryable: true)))
            }

            @Test("a row opens that \(n.singular)'s details; a row past the end opens nothing")
            func selection() async {
                let useCase = MockFetch\(n.plural)UseCase(
                    stored: .failure(.notFound), fresh: .success(Fetched([\(n.entity)(id: 5, title: "five")], freshness: .current)))
                let viewModel = makeViewModel(useCase)

                await viewModel.load()
                viewModel.didSelect(itemAt: 0)
                viewModel.didSelect(itemAt: 1)

                #expect(log.entries == ["details 5"])
            }
        }

        """
    }
}
