import StrataPresentation

/// Renders a screen as plain text for `strata open`: what a user reads, and what scripts grep.
enum TextScreenRenderer {
    static func render(_ screen: Screen) -> String {
        var lines: [String] = []
        switch screen {
        case .postsList(let title, let page, let items, let hasNextPage):
            lines.append("\(title) — page \(page)")
            lines.append("")
            for item in items {
                lines.append("\(pad(item.id)) \(item.title)")
                lines.append("     \(item.excerpt)")
            }
            if items.isEmpty {
                lines.append("No posts on this page.")
            }
            if hasNextPage {
                lines.append("")
                lines.append("More: strata open 'posts?page=\(page + 1)'")
            }
        case .postDetails(let content):
            lines.append(content.title)
            lines.append(content.byline)
            lines.append("")
            lines.append(content.body)
            lines.append("")
            lines.append(content.commentsSummary)
            for comment in content.comments {
                lines.append("")
                lines.append("  \(comment.title) — \(comment.author)")
                for bodyLine in comment.body.split(separator: "\n", omittingEmptySubsequences: false) {
                    lines.append("    \(bodyLine)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func pad(_ id: Int) -> String {
        let text = String(id)
        return String(repeating: " ", count: max(0, 4 - text.count)) + text
    }
}
