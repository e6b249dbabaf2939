import Foundation

/// What a paginated collection response says about the rest of the collection, read from the
/// `X-Total-Count` and `Link` (RFC 8288) headers that JSONPlaceholder and json-server send.
public struct Pagination: Hashable, Sendable {
    /// The number of items in the whole collection after filtering.
    public let totalCount: Int?
    /// Links by relation type (`first`, `prev`, `next`, `last`).
    public let links: [String: URL]

    /// For tests and for sources that report pagination some other way; `init(headers:)` reads a response.
    public init(totalCount: Int?, links: [String: URL]) {
        self.totalCount = totalCount
        self.links = links
    }

    /// Reads both headers; either may be absent or malformed, which leaves that part empty.
    public init(headers: HTTPHeaders) {
        let total = headers["X-Total-Count"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        self.init(totalCount: total, links: headers["Link"].map(Self.parseLinkHeader) ?? [:])
    }

    /// The next page's URL; `nil` on the last page or when the server sends no `Link` header.
    public var next: URL? { links["next"] }
    /// The previous page's URL; `nil` on the first page or without a `Link` header.
    public var previous: URL? { links["prev"] }
    /// The first page's URL, when the server links it.
    public var first: URL? { links["first"] }
    /// The last page's URL, when the server links it.
    public var last: URL? { links["last"] }

    /// Parses `<url>; rel="next", <url>; rel="last"`. A link value may carry several relation types
    /// (`rel="next last"`); each gets the URL.
    static func parseLinkHeader(_ value: String) -> [String: URL] {
        var links: [String: URL] = [:]
        var rest = value[...]
        while let open = rest.firstIndex(of: "<"), let close = rest[open...].firstIndex(of: ">") {
            let target = rest[rest.index(after: open)..<close]
            let parametersEnd = rest[close...].firstIndex(of: "<") ?? rest.endIndex
            let parameters = rest[rest.index(after: close)..<parametersEnd]
            if let url = URL(string: String(target)) {
                for relation in relations(in: parameters) {
                    links[relation] = url
                }
            }
            rest = rest[parametersEnd...]
        }
        return links
    }

    private static func relations(in parameters: Substring) -> [String] {
        for parameter in parameters.split(separator: ";") {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel" else {
                continue
            }
            let trimmed = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\","))
            return trimmed.split(separator: " ").map { $0.lowercased() }
        }
        return []
    }
}
