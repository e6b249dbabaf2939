/// The app's files of a scene: the scene DI container that makes its own flow coordinator, the
/// composition root's factory for it, and a terminal view per screen.
struct AppTemplates {
    let n: SceneNames

    init(_ names: SceneNames) {
        n = names
    }

    var files: [ScenePlan.NewFile] {
        let composition = "Modules/App/Composition"
        let screens = "Modules/App/TerminalUI/Screens"
        return [
            ScenePlan.NewFile(path: "\(composition)/\(n.plural)SceneDIContainer.swift", text: container),
            ScenePlan.NewFile(path: "\(composition)/AppDIContainer+\(n.plural).swift", text: factory),
            ScenePlan.NewFile(path: "\(screens)/\(n.plural)ListScreenView.swift", text: listView),
            ScenePlan.NewFile(path: "\(screens)/\(n.entity)DetailsScreenView.swift", text: detailsView),
        ]
    }

    private var container: String {
        """
        import StrataDomain
        import StrataPresentation

        /// Makes the use cases and view models of the \(n.name) scene, and the scene's flow coordinator.
        ///
        /// It makes its own coordinator with `dependencies: self`, as the reference app's scene containers
        /// do: the app container then only chooses the repository, and the flow owns the container for as
        /// long as it shows a screen, so both go together when the user leaves the scene. The container does
        /// not keep the coordinator, so there is no cycle to break.
        @MainActor
        final class \(n.plural)SceneDIContainer: \(n.plural)FlowCoordinatorDependencies {
            private let \(n.name): any \(n.plural)Repository

            init(\(n.name): any \(n.plural)Repository) {
                self.\(n.name) = \(n.name)
            }

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

        """
    }

    private var factory: String {
        """
        import StrataData
        import StrataPresentation

        extension AppDIContainer {
            /// A new \(n.name) scene container over the server-only adapter, which makes the flow it is owned by.
            public func make\(n.plural)FlowCoordinator(navigator: any Navigator) -> \(n.plural)FlowCoordinator {
                let \(n.name) = ServerOnly\(n.plural)Repository(client: client, isOffline: configuration.isOffline)
                return \(n.plural)SceneDIContainer(\(n.name): \(n.name)).make\(n.plural)FlowCoordinator(navigator: navigator)
            }
        }

        """
    }

    private var listView: String {
        """
        import StrataPresentation

        /// Every \(n.singular), a row each; Enter opens its details.
        @MainActor
        final class \(n.plural)ListScreenView: ScreenView {
            private let model: any \(n.plural)ListViewModel

            init(model: any \(n.plural)ListViewModel) {
                self.model = model
            }

            func content() -> ScreenContent {
                ScreenContent(model.state) { list in
                    let rows = list.items.map { ScreenContent.Row(text: $0.title, id: $0.id) }
                    return ScreenRows.list(rows, empty: "No \(n.name).", note: FreshnessNote.text(for: list.freshness))
                }
            }

            func command(for key: Key, selected: Int?) -> ScreenCommand? {
                guard key == .enter else { return nil }
                guard let selected else { return .say(StatusMessage(text: "There is no \(n.singular) to open")) }
                return .run { self.model.didSelect(itemAt: selected) }
            }

            let keys: [KeyHelp] = [.open, .refresh]
        }

        """
    }

    private var detailsView: String {
        """
        import StrataPresentation

        /// One \(n.singular): its title, and its id under it.
        @MainActor
        final class \(n.entity)DetailsScreenView: ScreenView {
            private let model: any \(n.entity)DetailsViewModel

            init(model: any \(n.entity)DetailsViewModel) {
                self.model = model
            }

            func content() -> ScreenContent {
                ScreenContent(model.state) { \(n.singular) in
                    var content = ScreenContent(lines: [\(n.singular).title, "", "id \\(\(n.singular).id)"])
                    content.note = FreshnessNote.text(for: \(n.singular).freshness)
                    return content
                }
            }

            func command(for key: Key, selected: Int?) -> ScreenCommand? {
                key == .enter ? .say(StatusMessage(text: "\(n.aSingularCapitalized) has nothing more to open")) : nil
            }

            let keys: [KeyHelp] = [.refresh]
        }

        """
    }
}
