import Foundation
import StrataPresentation

/// Renders a screen's items as JSON for `strata open --json`, for scripts and tests.
@MainActor
enum JSONScreenRenderer {
    private struct ListDocument<Item: Encodable>: Encodable {
        let screen: String
        let title: String
        var page: Int?
        var hasNextPage: Bool?
        var query: String?
        let items: [Item]
    }

    private struct ContentDocument<Content: Encodable>: Encodable {
        let screen: String
        let content: Content
    }

    static func render(_ screen: Screen, profile: UserProfileContent?) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data?
        switch screen {
        case .postsList(let model):
            var document = ListDocument(screen: "posts", title: model.title, items: model.items)
            document.page = model.firstPageNumber
            document.hasNextPage = model.hasNextPage
            data = try? encoder.encode(document)
        case .postDetails(let model):
            guard case .loaded(let content) = model.state else { return "{}\n" }
            data = try? encoder.encode(ContentDocument(screen: "post", content: content))
        case .comments(let model):
            data = try? encoder.encode(ListDocument(screen: "comments", title: model.title, items: model.items))
        case .searchPosts(let model):
            var document = ListDocument(screen: "search", title: model.title, items: model.results)
            document.query = model.query
            data = try? encoder.encode(document)
        case .usersList(let model):
            data = try? encoder.encode(ListDocument(screen: "users", title: model.title, items: model.items))
        case .userProfile:
            guard let profile else { return "{}\n" }
            data = try? encoder.encode(ContentDocument(screen: "user", content: profile))
        case .userPosts(let model):
            data = try? encoder.encode(ListDocument(screen: "user-posts", title: model.title, items: model.items))
        case .todos(let model):
            data = try? encoder.encode(ListDocument(screen: "todos", title: model.title, items: model.items))
        case .signIn(let model):
            data = try? encoder.encode(ListDocument(screen: "sign-in", title: model.title, items: model.items))
        }
        // Encoding these plain structs of strings and numbers cannot fail; an empty object is still valid JSON.
        return String(decoding: data ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }
}
