/// The two scene folders of Presentation, list and details: each screen's Input/Output protocols with
/// its state, its view model loading through `ContentLoader`, and the row model they share.
struct PresentationTemplates {
    let n: SceneNames

    init(_ names: SceneNames) {
        n = names
    }

    var files: [ScenePlan.NewFile] {
        let scenes = "Modules/Presentation/Scenes/\(n.plural)"
        return [
            ScenePlan.NewFile(path: "\(scenes)/List/\(n.entity)ItemViewModel.swift", text: item),
            ScenePlan.NewFile(path: "\(scenes)/List/\(n.plural)ListViewModel.swift", text: listProtocols),
            ScenePlan.NewFile(path: "\(scenes)/List/Default\(n.plural)ListViewModel.swift", text: listViewModel),
            ScenePlan.NewFile(path: "\(scenes)/Details/\(n.entity)DetailsViewModel.swift", text: detailsProtocols),
            ScenePlan.NewFile(
                path: "\(scenes)/Details/Default\(n.entity)DetailsViewModel.swift", text: detailsViewModel),
        ]
    }

    private var item: String {
        """
        import StrataDomain

        /// One \(n.singular) as a row and as a details screen show it: display-ready text and the \(n.singular).
        public struct \(n.entity)ItemViewModel: Identifiable, Hashable, Sendable {
            /// The \(n.singular) shown, for front ends and scripts that need its raw values.
            public let \(n.singular): \(n.entity)
            /// The title, first letter upper-cased.
            public let title: String

            /// The \(n.singular)'s id, for selection and diffing.
            public var id: \(n.entity).ID { \(n.singular).id }

            /// Prepares the strings once, so drawing a row computes nothing.
            public init(\(n.singular): \(n.entity)) {
                self.\(n.singular) = \(n.singular)
                title = \(n.singular).title.sentenceCased
            }
        }

        """
    }

    private var listProtocols: String {
        """
        import StrataDomain

        /// The events the \(n.name) list answers to.
        @MainActor
        public protocol \(n.plural)ListViewModelInput: ScreenViewModelInput {
            /// Opens the details of the \(n.singular) in that row; does nothing when no rows are shown.
            func didSelect(itemAt index: Int)
        }

        /// What the \(n.name) list shows.
        @MainActor
        public protocol \(n.plural)ListViewModelOutput: ScreenViewModelOutput {
            /// The rows, inside the case that shows them.
            var state: \(n.plural)ListState { get }
        }

        /// The \(n.name) list as its views see it; `Default\(n.plural)ListViewModel` is the implementation.
        public typealias \(n.plural)ListViewModel = \(n.plural)ListViewModelInput & \(n.plural)ListViewModelOutput

        /// What the \(n.name) list shows as a whole.
        public typealias \(n.plural)ListState = LoadState<ListContent<\(n.entity)ItemViewModel>>

        """
    }

    private var listViewModel: String {
        """
        import Observation
        import StrataDomain

        /// Drives the list of every \(n.singular): the stored copy first where there is one, then the server's.
        @MainActor
        @Observable
        public final class Default\(n.plural)ListViewModel: \(n.plural)ListViewModel {
            /// The header title.
            public var title: String { "\(n.plural)" }
            /// The rows, inside the case that shows them.
            public var state: \(n.plural)ListState { loader.state }
            /// Whether the list loads, a refresh included.
            public var isLoading: Bool { loader.isLoading }

            private let loader: ContentLoader<ListContent<\(n.entity)ItemViewModel>>
            @ObservationIgnored private let showDetails: @MainActor (\(n.entity).ID) -> Void

            /// Nothing loads until `load()`; `showDetails` opens the details of a selected \(n.singular).
            public init(fetch\(n.plural): any Fetch\(n.plural)UseCase, showDetails: @escaping @MainActor (\(n.entity).ID) -> Void = { _ in }) {
                self.showDetails = showDetails
                loader = ContentLoader { policy async throws(RepositoryError) in
                    ListContent(try await fetch\(n.plural).execute(policy: policy), row: \(n.entity)ItemViewModel.init)
                }
            }

            /// Loads the list unless it is loaded or loading already.
            public func load() async {
                await loader.loadIfNeeded()
            }

            /// Loads again, cancelling a load in flight.
            public func refresh() async {
                await loader.reload()
            }

            /// Opens the details of the \(n.singular) in that row.
            public func didSelect(itemAt index: Int) {
                guard let items = state.content?.items, items.indices.contains(index) else { return }
                showDetails(items[index].id)
            }
        }

        """
    }

    private var detailsProtocols: String {
        """
        import StrataDomain

        /// The events the details of one \(n.singular) answer to: only the loading every screen shares.
        @MainActor
        public protocol \(n.entity)DetailsViewModelInput: ScreenViewModelInput {}

        /// What the details of one \(n.singular) show.
        @MainActor
        public protocol \(n.entity)DetailsViewModelOutput: ScreenViewModelOutput {
            /// The \(n.singular) shown, known before it loads.
            var \(n.singular)ID: \(n.entity).ID { get }
            /// The \(n.singular), inside the case that shows it.
            var state: \(n.entity)DetailsState { get }
        }

        /// One \(n.singular)'s details as its views see them; `Default\(n.entity)DetailsViewModel` is the implementation.
        public typealias \(n.entity)DetailsViewModel = \(n.entity)DetailsViewModelInput & \(n.entity)DetailsViewModelOutput

        /// What the details of one \(n.singular) show as a whole: the \(n.singular) and how current it is.
        public typealias \(n.entity)DetailsState = LoadState<Fetched<\(n.entity)ItemViewModel>>

        """
    }

    private var detailsViewModel: String {
        """
        import Observation
        import StrataDomain

        /// Drives the details of one \(n.singular); one that does not exist is an error naming it.
        @MainActor
        @Observable
        public final class Default\(n.entity)DetailsViewModel: \(n.entity)DetailsViewModel {
            /// The \(n.singular) shown.
            public let \(n.singular)ID: \(n.entity).ID
            /// The header title, which names the \(n.singular) by id since its title is not loaded yet.
            public var title: String { "\(n.entity) \\(\(n.singular)ID)" }
            /// The \(n.singular), inside the case that shows it.
            public var state: \(n.entity)DetailsState { loader.state }
            /// Whether the \(n.singular) loads, a refresh included.
            public var isLoading: Bool { loader.isLoading }

            private let loader: ContentLoader<Fetched<\(n.entity)ItemViewModel>>

            /// Nothing loads until `load()`.
            public init(\(n.singular)ID: \(n.entity).ID, fetch\(n.entity): any Fetch\(n.entity)UseCase) {
                self.\(n.singular)ID = \(n.singular)ID
                loader = ContentLoader(
                    describe: { ErrorViewModel($0, notFound: "\(n.entity) \\(\(n.singular)ID) does not exist") },
                    fetch: { policy async throws(RepositoryError) in
                        try await fetch\(n.entity).execute(id: \(n.singular)ID, policy: policy).map(\(n.entity)ItemViewModel.init)
                    })
            }

            /// Loads the \(n.singular) unless it is loaded or loading already.
            public func load() async {
                await loader.loadIfNeeded()
            }

            /// Loads again, cancelling a load in flight.
            public func refresh() async {
                await loader.reload()
            }
        }

        """
    }
}
