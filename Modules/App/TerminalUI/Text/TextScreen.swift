import StrataPresentation

/// A screen drawn as plain text for `strata open`: what a user reads, and what scripts grep. It
/// draws from the same views as the interactive app, so the two never disagree.
///
/// Make it before the screen loads: an MVP screen's passive view is attached here and fills in as
/// the presenter pushes, as it would on a terminal.
@MainActor
public final class TextScreen {
    private let screen: Screen
    private let view: any ScreenView

    /// The text front end of `screen`.
    public init(_ screen: Screen) {
        self.screen = screen
        view = ScreenViews.view(for: screen)
        view.attach()
    }

    /// What the screen shows now: whether it loaded, its notes, the parts that did not load.
    public var content: ScreenContent { view.content() }

    /// The rows `strata open` prints, each exactly one line (`TerminalText.line`).
    public func render() -> [String] {
        let content = self.content
        var lines = content.startsWithTitle ? [] : [screen.title, ""]
        lines += content.lines
        let rows = content.rows.filter { !$0.isAction }
        // Ids right-aligned in a column of their own, so `awk '{print $1}'` on a row reads the id to open.
        let idWidth = rows.compactMap(\.id).map { String($0).count }.max()
        for row in rows {
            guard let idWidth else {
                lines.append(row.fullText)
                lines += row.detail.map { "    \($0)" }
                continue
            }
            let id = row.id.map(String.init) ?? ""
            lines.append(String(repeating: " ", count: idWidth - id.count) + id + "  " + row.fullText)
            lines += row.detail.map { String(repeating: " ", count: idWidth + 4) + $0 }
        }
        if rows.isEmpty, content.rows.isEmpty, let empty = content.emptyMessage {
            lines.append(empty)
        }
        lines += content.scriptTrailer ?? content.trailer
        while lines.last?.isEmpty == true {
            lines.removeLast()
        }
        return lines.map(TerminalText.line)
    }

    /// `strata open ROUTE` as a shell reads it: the route single-quoted when it holds a character the
    /// shell would expand (the `?` of `posts?page=2` is a glob), so the line can be pasted or run as it is.
    static func openCommand(_ route: Route) -> String {
        let path = route.path
        guard !path.unicodeScalars.allSatisfy(safeInShell.contains) else { return "strata open " + path }
        return "strata open '"
            + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }

    private static let safeInShell = Set(
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/_.=-".unicodeScalars)
}
