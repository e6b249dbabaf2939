/// A document `--json` prints whole, or, with `--json FIELDS`, only those fields of its subject.
protocol JSONDocument: Encodable {
    /// The document's subject (its list's items, or its one entity) with only `names` kept; `nil`
    /// when the subject lacks one of them.
    func selecting(_ names: [String]) -> (any Encodable)?
}

extension TodoChangeDocument: JSONDocument {
    /// The todo as it now stands; `deleted` and `command` are in the whole document.
    func selecting(_ names: [String]) -> (any Encodable)? {
        SelectedFields(todo, names: names)
    }
}

extension SyncDocument: JSONDocument {
    /// The report itself: its keys are the fields.
    func selecting(_ names: [String]) -> (any Encodable)? {
        SelectedFields(self, names: names)
    }
}
