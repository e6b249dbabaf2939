import Foundation
import StrataDomain

extension Route {
    /// The route as text, in the form `Route(parsing:)` reads back to the same route: the way to link
    /// to a screen, and what `--json` output names.
    public var path: String {
        switch self {
        case .posts(.list(let page)): page == 1 ? "posts" : "posts?page=\(page)"
        case .posts(.details(let id)): "posts/\(id)"
        case .posts(.comments(let id)): "posts/\(id)/comments"
        case .posts(.search(let query)) where RecentSearches.normalized(query).isEmpty: "search"
        case .posts(.search(let query)):
            "search/\(query.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/", "?", "%"])) ?? query)"
        case .users(.list): "users"
        case .users(.profile(let id)): "users/\(id)"
        case .users(.posts(let id)): "users/\(id)/posts"
        case .users(.todos(let id)): "users/\(id)/todos"
        case .users(.albums(let id)): "users/\(id)/albums"
        case .users(.photos(let id)): "albums/\(id)/photos"
        case .todos: "todos"
        }
    }
}
