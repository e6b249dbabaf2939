/// The navigation of a scene: its route type with its forms, its flow coordinator and the dependencies
/// protocol the scene container implements, and the app coordinator's way into the flow.
struct FlowTemplates {
    let n: SceneNames

    init(_ names: SceneNames) {
        n = names
    }

    var files: [ScenePlan.NewFile] {
        let flows = "Modules/Presentation/Flows/\(n.plural)"
        return [
            ScenePlan.NewFile(path: "Modules/Presentation/Navigation/Routes/\(n.plural)Route.swift", text: route),
            ScenePlan.NewFile(path: "\(flows)/\(n.plural)FlowCoordinator.swift", text: coordinator),
            ScenePlan.NewFile(path: "\(flows)/\(n.plural)FlowCoordinatorDependencies.swift", text: dependencies),
            ScenePlan.NewFile(path: "\(flows)/\(n.plural)Route+FlowRoute.swift", text: appFlow),
        ]
    }

    private var route: String {
        """
        import StrataDomain

        /// The screens of the \(n.name) flow a link can open.
        public enum \(n.plural)Route: Hashable, Sendable {
            /// The list of every \(n.singular): `\(n.name)`.
            case list
            /// One \(n.singular)'s details: `\(n.name)/ID`.
            case details(\(n.singular)ID: \(n.entity).ID)
        }

        extension \(n.plural)Route {
            /// Every way to write a link into the \(n.name) flow, in the order help lists them.
            static let forms: [RouteForm<\(n.plural)Route>] = [
                RouteForm("\(n.name)") { _ in .list },
                RouteForm("\(n.name)/ID") { .details(\(n.singular)ID: $0[0]) },
            ]

            /// The link to this screen, in the form `forms` reads back to the same route.
            var path: String {
                switch self {
                case .list: "\(n.name)"
                case .details(let id): "\(n.name)/\\(id)"
                }
            }
        }

        """
    }

    private var coordinator: String {
        """
        import StrataDomain

        /// Owns navigation inside the \(n.name) scene: the list, and the details of the \(n.singular) chosen in it.
        ///
        /// Its scene container makes it with `dependencies: self` (see `\(n.plural)SceneDIContainer`), and it
        /// holds that container for as long as it shows a screen.
        @MainActor
        public final class \(n.plural)FlowCoordinator: FlowCoordinator {
            /// The screens this flow showed.
            public let navigation: FlowNavigation
            private let dependencies: any \(n.plural)FlowCoordinatorDependencies

            /// Holds `navigator` weakly; nothing shows until `start(at:asRoot:)`.
            public init(navigator: any Navigator, dependencies: any \(n.plural)FlowCoordinatorDependencies) {
                navigation = FlowNavigation(navigator)
                self.dependencies = dependencies
            }

            /// Shows the screens `route` names; as the root flow, the list goes underneath the details.
            public func start(at route: \(n.plural)Route, asRoot: Bool) {
                switch route {
                case .list:
                    showList(asRoot: asRoot)
                case .details(let id):
                    if asRoot { showList(asRoot: true) }
                    showDetails(id)
                }
            }

            private func showList(asRoot: Bool) {
                let list = dependencies.make\(n.plural)ListViewModel { [weak self] in self?.showDetails($0) }
                if asRoot {
                    navigation.setRoot(.\(n.name)List(list))
                } else {
                    navigation.push(.\(n.name)List(list))
                }
            }

            private func showDetails(_ id: \(n.entity).ID) {
                navigation.push(.\(n.singular)Details(dependencies.make\(n.entity)DetailsViewModel(\(n.singular)ID: id)))
            }
        }

        """
    }

    private var dependencies: String {
        """
        import StrataDomain

        /// The factories the \(n.name) flow needs, implemented by the app's `\(n.plural)SceneDIContainer`.
        @MainActor
        public protocol \(n.plural)FlowCoordinatorDependencies: AnyObject {
            /// The list of every \(n.singular); `showDetails` opens a selected one.
            func make\(n.plural)ListViewModel(showDetails: @escaping @MainActor (\(n.entity).ID) -> Void) -> any \(n.plural)ListViewModel
            /// The details of one \(n.singular).
            func make\(n.entity)DetailsViewModel(\(n.singular)ID: \(n.entity).ID) -> any \(n.entity)DetailsViewModel
        }

        """
    }

    private var appFlow: String {
        """
        extension \(n.plural)Route: FlowRoute {
            /// Starts the \(n.name) flow, made by its own scene container, and shows this route in it.
            @MainActor
            func open(in app: AppFlowCoordinator, asRoot: Bool) {
                let flow = app.adoptFlow(asRoot: asRoot) { navigator, dependencies in
                    dependencies.make\(n.plural)FlowCoordinator(navigator: navigator)
                }
                flow?.start(at: self, asRoot: asRoot)
            }
        }

        """
    }
}
