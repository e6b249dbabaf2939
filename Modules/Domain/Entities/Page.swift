/// Which slice of a long collection to fetch. Pages are numbered from 1, as users count them.
public struct PageRequest: Hashable, Sendable {
    /// The 1-based page number; never below 1.
    public let number: Int
    /// Items per page, within 1...100.
    public let size: Int

    /// The first page, with the size screens use unless they ask for another.
    public static let first = PageRequest(number: 1, size: 10)

    /// The page numbers a request may name. The bound keeps every offset a source computes from a
    /// page (`(number - 1) × size`) far inside `Int`, so no page number from outside can overflow.
    public static let numbers = 1...1_000_000_000

    /// Clamps the number into `numbers` and the size to 1...100, so no caller can ask for nonsense.
    public init(number: Int, size: Int = 10) {
        self.number = min(max(Self.numbers.lowerBound, number), Self.numbers.upperBound)
        self.size = min(max(1, size), 100)
    }

    /// The page after this one, with the same size; the last page number has no page after it.
    public var next: PageRequest? {
        number < Self.numbers.upperBound ? PageRequest(number: number + 1, size: size) : nil
    }

    /// The position of this page's first item in the whole collection, counted from 0.
    public var offset: Int { (number - 1) * size }
}

/// One slice of a collection, with what is known about the rest of it.
public struct Page<Item: Sendable>: Sendable {
    /// The items of this page, in the collection's order; fewer than `request.size` on the last page.
    public let items: [Item]
    /// The request this page answers, so a list knows which page to ask for next.
    public let request: PageRequest
    /// The number of items in the whole collection, when the source says so.
    public let totalCount: Int?
    /// Whether a later page may hold more items; lists stop asking for more once it is `false`.
    public let hasNextPage: Bool

    /// Built by repositories, which derive `hasNextPage` from the `Link` header, the total count, or a full page.
    public init(items: [Item], request: PageRequest, totalCount: Int?, hasNextPage: Bool) {
        self.items = items
        self.request = request
        self.totalCount = totalCount
        self.hasNextPage = hasNextPage
    }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
