import Foundation
import StrataDomain

/// The screens of the posts flow a link can open.
public enum PostsRoute: Hashable, Sendable {
    /// The posts list from page `page` (1 or more): `posts`, `posts?page=N`.
    case list(page: Int)
    /// One post's details: `posts/ID`.
    case details(postID: Post.ID)
    /// One post's comments: `posts/ID/comments`.
    case comments(postID: Post.ID)
    /// Search results for `query`, percent-decoded: `search/QUERY`; an empty query is the search screen
    /// before anything is typed, `search`.
    case search(query: String)
}

extension PostsRoute {
    /// Every way to write a link into the posts flow, in the order help lists them.
    static let forms: [RouteForm<PostsRoute>] = [
        RouteForm(patterns: ["posts", "posts?page=N"], shape: ["posts"], takesRest: false, parameters: ["page"]) {
            text throws(RouteFailure) in
            guard let pageText = text.query["page"] else { return .list(page: 1) }
            let pages = PageRequest.numbers
            guard let page = Int(pageText), pages.contains(page) else {
                throw RouteFailure("page must be a whole number from \(pages.lowerBound) to \(pages.upperBound)")
            }
            return .list(page: page)
        },
        RouteForm("posts/ID") { .details(postID: $0[0]) },
        RouteForm("posts/ID/comments") { .comments(postID: $0[0]) },
        RouteForm(patterns: ["search"], shape: ["search"], takesRest: false, parameters: []) { _ in .search(query: "")
        },
        RouteForm(patterns: ["search/QUERY"], shape: ["search", nil], takesRest: true, parameters: []) {
            text throws(RouteFailure) in
            let raw = text.segments.dropFirst().joined(separator: "/")
            let query = raw.removingPercentEncoding ?? raw
            guard !RecentSearches.normalized(query).isEmpty else { throw RouteFailure("search needs a query") }
            return .search(query: query)
        },
    ]

    /// The link to this screen, in the form `forms` reads back to the same route.
    var path: String {
        switch self {
        case .list(let page): page == 1 ? "posts" : "posts?page=\(page)"
        case .details(let id): "posts/\(id)"
        case .comments(let id): "posts/\(id)/comments"
        case .search(let query) where RecentSearches.normalized(query).isEmpty: "search"
        case .search(let query):
            "search/\(query.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/", "?", "%"])) ?? query)"
        }
    }
}
