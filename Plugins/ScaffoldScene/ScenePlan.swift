import Foundation

/// Everything one scene writes: the files it adds and the anchored edits it makes to existing files.
/// `prepare(in:)` checks all of it against the package before a byte is written.
struct ScenePlan {
    /// A file to add, relative to the package root, with its text.
    struct NewFile {
        let path: String
        let text: String
    }

    let names: SceneNames
    let files: [NewFile]
    let edits: [AnchoredEdit]

    /// Every file of the scene and every registration, for `names`.
    init(_ names: SceneNames) {
        self.names = names
        files =
            DomainTemplates(names).files + DataTemplates(names).files + PresentationTemplates(names).files
            + FlowTemplates(names).files + AppTemplates(names).files + CLITemplates(names).files
            + CoreTestTemplates(names).files + PresentationTestTemplates(names).files + CLITestTemplates(names).files
        edits = Registrations(names).edits + SchemaRegistration(names).edits
    }

    /// The new text of every file the plan writes, each checked: the names are valid and free, no new
    /// file exists yet, every anchor is there once. Throws the first problem, having written nothing.
    func prepare(in root: URL) throws(ScaffoldError) -> [(url: URL, text: String)] {
        try checkSpelling()
        if let route = SourceIndex(root: root).existingRoute(startingWith: names.name) {
            throw ScaffoldError(
                "'\(names.name)' is a route already ('\(route)'), written by hand or scaffolded before; choose "
                    + "another NAME")
        }
        var writes: [(url: URL, text: String)] = []
        for file in files {
            let url = root.appendingPathComponent(file.path)
            guard !FileManager.default.fileExists(atPath: url.path) else {
                throw ScaffoldError(
                    "\(file.path) exists already, and the generator writes over no file: choose another name, "
                        + "or --singular")
            }
            writes.append((url, file.text))
        }
        try checkClashes(in: root)
        var edited: [String: String] = [:]
        for edit in edits {
            let url = root.appendingPathComponent(edit.path)
            let current: String
            if let pending = edited[edit.path] {
                current = pending
            } else {
                do {
                    current = try String(contentsOf: url, encoding: .utf8)
                } catch {
                    throw ScaffoldError("cannot read \(edit.path): \(error.localizedDescription)")
                }
            }
            edited[edit.path] = try edit.apply(to: current)
        }
        for (path, text) in edited.sorted(by: { $0.key < $1.key }) {
            writes.append((root.appendingPathComponent(path), text))
        }
        return writes
    }

    /// The existing files the plan edits, relative to the root, in order.
    var editedPaths: [String] { Array(Set(edits.map(\.path))).sorted() }

    private func checkSpelling() throws(ScaffoldError) {
        if let problem = SceneNames.problem(with: names.name, role: "NAME") { throw ScaffoldError(problem) }
        if let problem = SceneNames.problem(with: names.singular, role: "the singular") { throw ScaffoldError(problem) }
        guard names.singular != names.name else {
            throw ScaffoldError(
                "the singular of '\(names.name)' is the name itself, and the names made from both would clash; "
                    + "give another with --singular")
        }
        for word in [names.name, names.singular] where SceneNames.reservedMembers.contains(word) {
            throw ScaffoldError(
                "'\(word)' is a name the scene's code already uses for something else (a row's `\(word)`, a "
                    + "view's `\(word)`); choose another NAME or --singular")
        }
        guard !SceneNames.reservedTypes.contains(names.entity), !SceneNames.reservedTypes.contains(names.plural) else {
            throw ScaffoldError(
                "'\(names.entity)' would shadow the Swift type of that name in every file of its module; choose "
                    + "another NAME or --singular")
        }
    }

    private func checkClashes(in root: URL) throws(ScaffoldError) {
        let sources = SourceIndex(root: root)
        if let key = sources.schemaKey(among: [names.name, names.singular]) {
            throw ScaffoldError(
                "Docs/strata-json-v1.schema.json has a '\(key)' already, which the scene's documents would "
                    + "contradict; choose another NAME or --singular")
        }
        let declared = sources.declaredTypeNames()
        let clashes = DeclaredNames(names).types.filter(declared.keys.contains).sorted()
        if let clash = clashes.first, let file = declared[clash] {
            throw ScaffoldError(
                "the scene would declare \(clash), which \(file) declares already; choose another NAME or --singular")
        }
    }
}
