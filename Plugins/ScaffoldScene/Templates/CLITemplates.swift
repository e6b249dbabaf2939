/// The command line's files of a scene: the entity as `--json` prints it, and one document body per
/// screen, each its own type beside the shared header.
struct CLITemplates {
    let n: SceneNames

    init(_ names: SceneNames) {
        n = names
    }

    var files: [ScenePlan.NewFile] {
        let json = "Modules/App/CLI/Output/JSON"
        return [
            ScenePlan.NewFile(path: "\(json)/\(n.entity)Document.swift", text: entity),
            ScenePlan.NewFile(path: "\(json)/Screens/\(n.plural)ListDocument.swift", text: list),
            ScenePlan.NewFile(path: "\(json)/Screens/\(n.entity)DetailsDocument.swift", text: details),
        ]
    }

    private var entity: String {
        """
        import StrataDomain

        /// \(n.aSingularCapitalized) as `--json` prints it: the source's fields, under the source's names. A field
        /// added here must be added to the `\(n.singular)` of `Docs/strata-json-v1.schema.json` too.
        struct \(n.entity)Document: FieldSelectable {
            static let phrase = "\(n.aSingular)"

            enum CodingKeys: String, CodingKey, CaseIterable {
                case id, title
            }

            let id: Int
            let title: String

            init(_ \(n.singular): \(n.entity)) {
                id = \(n.singular).id
                title = \(n.singular).title
            }
        }

        """
    }

    private var list: String {
        """
        import StrataPresentation

        /// Every \(n.singular).
        struct \(n.plural)ListDocument: ScreenDocumentBody {
            let screen = "\(n.name)"
            let \(n.name): [\(n.entity)Document]

            private enum CodingKeys: String, CodingKey {
                case \(n.name)
            }

            func selecting(_ names: [String]) -> (any Encodable)? { SelectedFields.list(\(n.name), names: names) }

            @MainActor
            static func make(_ model: any \(n.plural)ListViewModel, route: String) -> ScreenDocument? {
                ScreenDocument.list(model.state, route: route) { items in
                    \(n.plural)ListDocument(\(n.name): items.map { \(n.entity)Document($0.\(n.singular)) })
                }
            }
        }

        """
    }

    private var details: String {
        """
        import StrataPresentation

        /// One \(n.singular).
        struct \(n.entity)DetailsDocument: ScreenDocumentBody {
            let screen = "\(n.singular)"
            let \(n.singular): \(n.entity)Document

            private enum CodingKeys: String, CodingKey {
                case \(n.singular)
            }

            func selecting(_ names: [String]) -> (any Encodable)? { SelectedFields(\(n.singular), names: names) }

            @MainActor
            static func make(_ model: any \(n.entity)DetailsViewModel, route: String) -> ScreenDocument? {
                guard let \(n.singular) = model.state.content else { return nil }
                let body = \(n.entity)DetailsDocument(\(n.singular): \(n.entity)Document(\(n.singular).\(n.singular)))
                return ScreenDocument(body: body, route: route, freshness: FreshnessDocument(\(n.singular).freshness))
            }
        }

        """
    }
}
