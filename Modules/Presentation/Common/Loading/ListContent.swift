import StrataDomain

/// The content of a screen that is one list: its rows and how current they are.
public struct ListContent<Item> {
    /// The rows, in the source's order; may be empty.
    public internal(set) var items: [Item]
    /// How current the rows are; offline data says so.
    public let freshness: Freshness

    /// Rows and how current they are, as a preview or a fake view model shows them.
    public init(items: [Item], freshness: Freshness) {
        self.items = items
        self.freshness = freshness
    }

    /// The row at `index`, or `nil` outside the rows: what a selection reported for a row that is no
    /// longer shown comes to.
    func item(at index: Int) -> Item? {
        items.indices.contains(index) ? items[index] : nil
    }

    /// The rows made from a fetched collection, keeping its freshness.
    public init<Element>(_ fetched: Fetched<[Element]>, row: (Element) -> Item) {
        self.init(items: fetched.value.map(row), freshness: fetched.freshness)
    }
}

extension ListContent: Sendable where Item: Sendable {}
extension ListContent: Equatable where Item: Equatable {}
extension ListContent: Hashable where Item: Hashable {}
