/// The scene's one line (or few) in each existing Swift file that lists every flow or every screen, each
/// at the `// scaffold-scene: …` anchor the file carries. These are the places a new scene must be
/// named in: the switches over `Route` and `Screen` (one per front end), and the app coordinator's
/// factory of the scene's flow.
struct Registrations {
    let n: SceneNames

    init(_ names: SceneNames) {
        n = names
    }

    var edits: [AnchoredEdit] {
        let routes = "Modules/Presentation/Navigation/Routes"
        let json = "Modules/App/CLI/Output/JSON"
        return [
            before(
                "\(routes)/Route.swift", "route cases",
                ["/// A screen of the \(n.name) flow.", "case \(n.name)(\(n.plural)Route)"]),
            before("\(routes)/Route.swift", "flow routes", ["case .\(n.name)(let route): route"]),
            before(
                "\(routes)/Route.swift", "route forms", ["\(n.plural)Route.forms.map { $0.map(Route.\(n.name)) },"]
            ),
            before(
                "Modules/Presentation/Navigation/Screen.swift", "screens",
                [
                    "/// The list of every \(n.singular).", "case \(n.name)List(any \(n.plural)ListViewModel)",
                    "/// One \(n.singular)'s details.", "case \(n.singular)Details(any \(n.entity)DetailsViewModel)",
                ]),
            before(
                "Modules/Presentation/Navigation/Screen.swift", "screen view models",
                ["case .\(n.name)List(let model): model", "case .\(n.singular)Details(let model): model"]),
            before(
                "Modules/Presentation/Flows/App/AppFlowCoordinatorDependencies.swift", "flow factories",
                [
                    "/// The \(n.name) flow, made by a new scene container of its own with `dependencies: self`.",
                    "func make\(n.plural)FlowCoordinator(navigator: any Navigator) -> \(n.plural)FlowCoordinator",
                ]),
            before(
                "Modules/App/TerminalUI/Screens/Views.swift", "screen views",
                [
                    "case .\(n.name)List(let model): \(n.plural)ListScreenView(model: model)",
                    "case .\(n.singular)Details(let model): \(n.entity)DetailsScreenView(model: model)",
                ]),
            before(
                "\(json)/Screens/ScreenDocuments.swift", "route subjects",
                ["case .\(n.name): self.init(\(n.entity)Document.self)"]),
            before(
                "\(json)/Screens/ScreenDocuments.swift", "screen documents",
                [
                    "case .\(n.name)List(let model): \(n.plural)ListDocument.make(model, route: route)",
                    "case .\(n.singular)Details(let model): \(n.entity)DetailsDocument.make(model, route: route)",
                ]),
        ]
    }

    private func before(_ path: String, _ anchor: String, _ lines: [String]) -> AnchoredEdit {
        AnchoredEdit(path: path, anchor: "// scaffold-scene: \(anchor)", placement: .linesBefore(lines))
    }
}
