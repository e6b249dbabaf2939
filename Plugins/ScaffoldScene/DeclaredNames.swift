/// The types a scene declares and the test suites it adds, listed once: the clash check refuses a
/// scene whose types exist already, and the summary's `--filter` runs exactly the scene's tests.
struct DeclaredNames {
    let names: SceneNames

    init(_ names: SceneNames) {
        self.names = names
    }

    /// Every type the scene declares, production and test code alike.
    var types: [String] {
        let e = names.entity
        let p = names.plural
        return [
            e, "\(p)Repository", "Fetch\(p)UseCase", "DefaultFetch\(p)UseCase", "Fetch\(e)UseCase",
            "DefaultFetch\(e)UseCase", "\(e)DTO", "\(p)RemoteDataSource", "ServerOnly\(p)Repository",
            "\(e)ItemViewModel", "\(p)ListViewModelInput", "\(p)ListViewModelOutput", "\(p)ListViewModel",
            "\(p)ListState", "Default\(p)ListViewModel", "\(e)DetailsViewModelInput", "\(e)DetailsViewModelOutput",
            "\(e)DetailsViewModel", "\(e)DetailsState", "Default\(e)DetailsViewModel", "\(p)Route",
            "\(p)FlowCoordinator", "\(p)FlowCoordinatorDependencies", "\(p)SceneDIContainer",
            "\(p)ListScreenView", "\(e)DetailsScreenView", "\(e)Document", "\(p)ListDocument", "\(e)DetailsDocument",
            "Stub\(p)Repository", "MockFetch\(p)UseCase", "Stub\(p)Scene",
        ] + testSuites
    }

    /// The suites of the scene's tests, one per file.
    var testSuites: [String] {
        let e = names.entity
        let p = names.plural
        return [
            "\(p)UseCasesTests", "\(e)MappingTests", "ServerOnly\(p)RepositoryTests", "\(p)ListViewModelTests",
            "\(e)DetailsViewModelTests", "\(p)RouteTests", "\(p)CommandTests",
        ]
    }

    /// The `swift test --filter` that runs the scene's suites and nothing else.
    var testFilter: String {
        "\\.(" + testSuites.joined(separator: "|") + ")/"
    }
}
