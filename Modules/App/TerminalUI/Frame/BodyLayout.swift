/// A screen's content laid out as body lines at one width, with where each row's lines are, so the
/// renderer can window it and the controller can move and scroll through it.
struct BodyLayout {
    private(set) var lines: [StyledLine] = []
    /// The lines each row takes, its detail lines included.
    private(set) var rowRanges: [Range<Int>] = []

    init(_ content: ScreenContent, width: Int, selection: Int?, spinner: Character? = nil) {
        append(content.lines, width: width, style: .plain)
        switch content.status {
        case .loading:
            lines.append(StyledLine(text: " \(spinner.map { "\($0) " } ?? "")Loading…", style: .dim))
        case .failed(let error):
            append(["Error: \(error.message)"], width: width, style: .error)
            if error.isRetryable {
                lines.append(StyledLine(text: " Press r to retry.", style: .dim))
            }
        case .ready:
            if content.rows.isEmpty, let empty = content.emptyMessage {
                append([empty], width: width, style: .dim)
            }
            for (index, row) in content.rows.enumerated() {
                let isSelected = index == selection
                let start = lines.count
                let (text, badgeLines) = Self.rowText(row, width: width - 3)
                var line = StyledLine(text: (isSelected ? " › " : "   ") + text, style: isSelected ? .selected : .plain)
                let badgeStyle: StyledLine.Style = row.badge?.isProblem == true ? .refused : .pending
                if let tag = row.badge.map({ text.count - Self.tag(of: $0, below: badgeLines).count }) {
                    line.accent = StyledLine.Accent(
                        start: 3 + tag, length: line.text.count - 3 - tag, style: badgeStyle)
                }
                lines.append(line)
                lines += badgeLines.map { StyledLine(text: "     " + $0, style: badgeStyle) }
                for detail in row.detail {
                    lines.append(StyledLine(text: "     " + detail, style: .dim))
                }
                rowRanges.append(start..<lines.count)
            }
            append(content.trailer, width: width, style: .dim)
        }
    }

    /// Lines laid out already (the help), with no rows: moving through them scrolls.
    init(lines: [StyledLine]) {
        self.lines = lines
    }

    /// The first line to show so that `scrollTop` stays within the content at `height`.
    func clampedScroll(_ scrollTop: Int, height: Int) -> Int {
        min(max(0, scrollTop), max(0, lines.count - height))
    }

    /// The scroll position that brings `row` into a window of `height` starting at `scrollTop`,
    /// moving as little as possible; a row taller than the window shows its first line.
    func scroll(_ scrollTop: Int, revealing row: Int, height: Int) -> Int {
        guard rowRanges.indices.contains(row) else { return clampedScroll(scrollTop, height: height) }
        let range = rowRanges[row]
        var top = scrollTop
        if range.lowerBound < top {
            top = range.lowerBound
        } else if range.upperBound > top + height {
            top = min(range.lowerBound, range.upperBound - height)
        }
        return clampedScroll(top, height: height)
    }

    /// A row's line in `width` cells, its badge kept whole at the end and the text cut with "…" before
    /// it; a badge too long to leave the text half the line is shortened there, and given whole on the
    /// lines returned with it.
    static func rowText(_ row: ScreenContent.Row, width: Int) -> (String, [String]) {
        guard let badge = row.badge else { return (row.text, []) }
        var tag = badge.text
        var below: [String] = []
        if TextLayout.width(badge.text) + 2 > width / 2, badge.short != badge.text {
            tag = badge.short
            below = TextLayout.wrap(badge.text, width: max(1, width - 2))
        }
        let room = width - TextLayout.width(tag) - 2
        guard TextLayout.width(row.text) > room else { return (row.text + "  " + tag, below) }
        guard room >= 2 else { return (tag, below) }
        return (TextLayout.fit(row.text, width: room) + "  " + tag, below)
    }

    /// The tag `rowText` put at the end of the row: the short one when the whole badge went below.
    private static func tag(of badge: ScreenContent.Badge, below: [String]) -> String {
        below.isEmpty ? badge.text : badge.short
    }

    private mutating func append(_ texts: [String], width: Int, style: StyledLine.Style) {
        for text in texts {
            lines += TextLayout.wrap(text, width: max(1, width - 2)).map { StyledLine(text: " " + $0, style: style) }
        }
    }
}
