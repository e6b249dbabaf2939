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
        if case .userProfile(let presenter) = screen, let profile = view as? ProfileScreenView {
            presenter.attach(profile)
        }
    }

    /// What the screen shows now: whether it loaded, its notes, the parts that did not load.
    public var content: ScreenContent { view.content() }

    /// The rows `strata open` prints, each exactly one line (`TerminalText.line`).
    public func render() -> [String] {
        let content = self.content
        var lines = content.startsWithTitle ? [] : [screen.title, ""]
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
        return lines.map(TerminalText.line)
    }
}
