/// One item of a document with only the fields `--json FIELDS` named: what that flag prints, one per
/// item of a list (as a JSON array) or alone for a details screen or a change (as an object).
struct SelectedFields<Item: FieldSelectable>: Encodable {
    let item: Item
    let names: Set<String>

    /// `nil` when `Item` lacks a named field: the names were checked against the subject the command
    /// line promised, so a document of another kind is a mistake to report, not to print half of.
    init?(_ item: Item, names: [String]) {
        guard Set(names).isSubset(of: Item.fieldNames) else { return nil }
        self.item = item
        self.names = Set(names)
    }

    /// Each of `items` with only the named fields, or `nil` when `Item` lacks one of them.
    static func list(_ items: [Item], names: [String]) -> [SelectedFields]? {
        guard Set(names).isSubset(of: Item.fieldNames) else { return nil }
        return items.compactMap { SelectedFields($0, names: names) }
    }

    func encode(to encoder: any Encoder) throws {
        try item.encode(to: FieldFilteringEncoder(base: encoder, kept: names))
    }
}
