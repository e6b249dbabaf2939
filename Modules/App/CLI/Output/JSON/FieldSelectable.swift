/// A document whose fields `--json FIELDS` can pick: its coding keys are the very list the encoder
/// writes, so the fields help, completions and errors name are the keys the full document carries,
/// and a field added to the document is offered without a second list to keep.
protocol FieldSelectable: Encodable {
    /// The document's keys, declared once, used by the synthesised `Encodable` and listed here.
    associatedtype CodingKeys: CodingKey & CaseIterable
    /// What the document is about, as a message names it: "a post", "the sync report".
    static var phrase: String { get }
}

extension FieldSelectable {
    /// The document's keys in declaration order, as `--json FIELDS` accepts them.
    static var fieldNames: [String] { CodingKeys.allCases.map(\.stringValue) }
}
