import Foundation
import StrataPresentation

/// Renders a screen's items as JSON for `strata open --json`, for scripts and tests.
enum JSONScreenRenderer {
    private struct PostsListDocument: Encodable {
        let page: Int
        let hasNextPage: Bool
        let items: [PostsListItemViewModel]
    }

    static func render(_ screen: Screen) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data?
        switch screen {
        case .postsList(_, let page, let items, let hasNextPage):
            data = try? encoder.encode(PostsListDocument(page: page, hasNextPage: hasNextPage, items: items))
        case .postDetails(let content):
            data = try? encoder.encode(content)
        }
        // Encoding these plain structs of strings and integers cannot fail; an empty object is still valid JSON.
        return String(decoding: data ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }
}
