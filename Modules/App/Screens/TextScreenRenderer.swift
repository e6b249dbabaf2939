/// Renders screen content as plain text for `strata open`: what a user reads, and what scripts grep.
enum TextScreenRenderer {
    static func render(title: String, content: ScreenContent) -> String {
        var lines = content.startsWithTitle ? [] : [title, ""]
        lines += content.lines
        let rows = content.rows.filter { !$0.isAction }
        for row in rows {
            lines.append(row.text)
            lines += row.detail.map { "    \($0)" }
        }
        if rows.isEmpty, content.rows.isEmpty, let empty = content.emptyMessage {
            lines.append(empty)
        }
        lines += content.trailer
        while lines.last?.isEmpty == true {
            lines.removeLast()
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
