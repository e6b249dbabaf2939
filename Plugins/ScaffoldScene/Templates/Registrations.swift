/// The scene's one line (or few) in each list of every flow or every screen, each at the
/// `// scaffold-scene: …` anchor the list carries. Each target that must know every screen keeps its
/// lists in one file: Presentation's routes, screens and flow factories (`Registrations.swift`), the
/// terminal's views, and the command line's JSON subjects and documents.
struct Registrations {
    let n: SceneNames

    init(_ names: SceneNames) {
        n = names
    }

    var edits: [AnchoredEdit] {
        let registrations = "Modules/Presentation/Flows/App/Registrations.swift"
        let json = "Modules/App/CLI/Output/JSON"
        return [
            before(
                registrations, "route cases",
                ["/// A screen of the \(n.name) flow.", "case \(n.name)(\(n.plural)Route)"]),
            before(registrations, "flow routes", ["case .\(n.name)(let route): route"]),
            before(
                registrations, "route forms", ["\(n.plural)Route.forms.map { $0.map(Route.\(n.name)) },"]
            ),
            before(
                registrations, "screens",
                [
                    "/// The list of every \(n.singular).", "case \(n.name)List(any \(n.plural)ListViewModel)",
                    "/// One \(n.singular)'s details.", "case \(n.singular)Details(any \(n.entity)DetailsViewModel)",
                ]),
            before(
                registrations, "screen view models",
                ["case .\(n.name)List(let model): model", "case .\(n.singular)Details(let model): model"]),
            before(
                registrations, "flow factories",
                [
                    "/// The \(n.name) flow, made by a new scene container of its own with `dependencies: self`.",
                    "func make\(n.plural)FlowCoordinator(navigator: any Navigator) -> \(n.plural)FlowCoordinator",
                ]),
            before(
                "Modules/App/TerminalUI/Screens/ScreenViews.swift", "screen views",
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
