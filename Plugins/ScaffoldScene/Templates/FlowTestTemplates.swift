extension PresentationTestTemplates {
    /// The details screen over the stub repository and the real use case.
    var detailsTests: String {
        """
        import StrataDomain
        import StrataPresentation
        import StrataTestSupport
        import Testing

        @MainActor
        @Suite("\(n.entity)DetailsViewModel", .timeLimit(.minutes(1)))
        struct \(n.entity)DetailsViewModelTests {
            private let repository = Stub\(n.plural)Repository(\(n.name): [\(n.entity)(id: 2, title: "second")])

            private func makeViewModel(id: \(n.entity).ID) -> Default\(n.entity)DetailsViewModel {
                Default\(n.entity)DetailsViewModel(\(n.singular)ID: id, fetch\(n.entity): DefaultFetch\(n.entity)UseCase(\(n.name): repository))
            }

            @Test("the \(n.singular) asked for is shown, current")
            func showsOne() async {
                let viewModel = makeViewModel(id: 2)

                await viewModel.load()

                #expect(viewModel.title == "\(n.entity) 2")
                #expect(viewModel.state.content?.title == "Second")
                #expect(viewModel.state.content?.freshness == .current)
            }

            @Test("\(n.aSingular) that does not exist is an error naming it, and retrying cannot help")
            func unknown() async {
                let viewModel = makeViewModel(id: 9)

                await viewModel.load()

                #expect(viewModel.state == .failed(ErrorViewModel(message: "\(n.entity) 9 does not exist", isRetryable: false)))
            }

            @Test("a failed read is an error state, and a refresh that succeeds replaces it")
            func failureThenRefresh() async {
                repository.failing = .timedOut
                let viewModel = makeViewModel(id: 2)

                await viewModel.load()
                let failedFirst = if case .failed = viewModel.state { true } else { false }
                repository.failing = nil
                await viewModel.refresh()

                #expect(failedFirst)
                #expect(viewModel.state.content?.\(n.singular).id == 2)
            }
        }

        """
    }

    /// The route's round trip, and the flow it opens through the app coordinator.
    var routeTests: String {
        """
        import StrataDomain
        import StrataPresentation
        import Testing

        @MainActor
        @Suite("\(n.plural)Route")
        struct \(n.plural)RouteTests {
            @Test("each route's path parses back to the same route", arguments: ["\(n.name)", "\(n.name)/7"])
            func roundTrips(text: String) throws {
                let route = try Route(parsing: text)

                #expect(route.path == text)
                #expect(try Route(parsing: route.path) == route)
            }

            @Test("the details route carries its id, and an id below 1 is refused")
            func details() throws {
                #expect(try Route(parsing: "\(n.name)/7") == .\(n.name)(.details(\(n.singular)ID: 7)))
                #expect(throws: Route.ParseError.self) { try Route(parsing: "\(n.name)/0") }
            }

            @Test("a link to one \(n.singular) opens the list with its details on top, from the scene's own container")
            func opensDetails() throws {
                let dependencies = StubAppDependencies()
                let navigator = SpyNavigator()
                let app = AppFlowCoordinator(navigator: navigator, dependencies: dependencies)

                app.open(try Route(parsing: "\(n.name)/2"))

                #expect(navigator.stackTitles == ["\(n.plural)", "\(n.entity) 2"])
                #expect(dependencies.alive(Stub\(n.plural)Scene.self) == 1)
            }

            @Test("selecting a row of the list pushes that \(n.singular)'s details")
            func selectionPushesDetails() async throws {
                let navigator = SpyNavigator()
                let app = AppFlowCoordinator(navigator: navigator, dependencies: StubAppDependencies())
                app.open(.\(n.name)(.list))
                guard case .\(n.name)List(let list) = navigator.visible else {
                    Issue.record("the list is not shown")
                    return
                }

                await list.load()
                list.didSelect(itemAt: 1)

                #expect(navigator.stackTitles == ["\(n.plural)", "\(n.entity) 3"])
            }
        }

        """
    }
}
