/// Lays a `FrameModel` out on a fixed grid of cells: header, body, status and key hints. A pure
/// function of its input, so every screen can be checked as golden text.
struct FrameRenderer {
    func render(_ model: FrameModel) -> [StyledLine] {
        let width = max(model.columns, 10)
        let height = max(model.rows, 6)
        let bodyHeight = height - 5
        let rule = StyledLine(text: String(repeating: "─", count: width), style: .dim)

        var lines = [header(model, width: width), rule]
        lines += body(model, width: width, height: bodyHeight)
        lines.append(rule)
        lines.append(
            StyledLine(text: TextLayout.fit(model.statusLine.text, width: width), style: model.statusLine.style))
        lines.append(StyledLine(text: TextLayout.fit(model.hints, width: width), style: .dim))
        return lines
    }

    private func header(_ model: FrameModel, width: Int) -> StyledLine {
        let right = model.signedInAs.map { " signed in as \($0) " } ?? " not signed in "
        let leftWidth = max(0, width - TextLayout.width(right))
        // Every crumb but the last is shortened, so the screen the user is on stays readable.
        let crumbs = model.breadcrumb.enumerated().map { index, title in
            index == model.breadcrumb.count - 1 || TextLayout.width(title) <= 18
                ? title : TextLayout.fit(title, width: 18)
        }
        let left = TextLayout.fit(" Strata │ " + crumbs.joined(separator: " › "), width: leftWidth)
        return StyledLine(text: left + TextLayout.fit(right, width: width - leftWidth), style: .header)
    }

    private func body(_ model: FrameModel, width: Int, height: Int) -> [StyledLine] {
        var lines: [StyledLine] = []
        var selectedRange: Range<Int>?
        if let overlay = model.overlay {
            lines = overlay.flatMap { TextLayout.wrap($0, width: width - 2) }.map { StyledLine(text: " " + $0) }
        } else {
            let content = model.content
            lines += content.lines.flatMap { wrapped($0, width: width, style: .plain) }
            switch content.status {
            case .loading:
                lines.append(StyledLine(text: " Loading…", style: .dim))
            case .failed(let error):
                lines.append(StyledLine(text: " Error: \(error.message)", style: .error))
                if error.isRetryable {
                    lines.append(StyledLine(text: " Press r to retry.", style: .dim))
                }
            case .ready:
                if content.rows.isEmpty, let empty = content.emptyMessage {
                    lines.append(StyledLine(text: " " + empty, style: .dim))
                }
                for (index, row) in content.rows.enumerated() {
                    let isSelected = index == model.selection
                    let start = lines.count
                    let marker = isSelected ? " › " : "   "
                    lines.append(StyledLine(text: marker + row.text, style: isSelected ? .selected : .plain))
                    for detail in row.detail {
                        lines.append(StyledLine(text: "     " + detail, style: .dim))
                    }
                    if isSelected { selectedRange = start..<lines.count }
                }
                lines += content.trailer.flatMap { wrapped($0, width: width, style: .dim) }
            }
        }
        let start = scrollOffset(total: lines.count, height: height, keepVisible: selectedRange)
        let window = lines.dropFirst(start).prefix(height)
        var result = window.map { StyledLine(text: TextLayout.fit($0.text, width: width), style: $0.style) }
        while result.count < height {
            result.append(StyledLine(text: String(repeating: " ", count: width)))
        }
        return result
    }

    private func wrapped(_ text: String, width: Int, style: StyledLine.Style) -> [StyledLine] {
        TextLayout.wrap(text, width: width - 2).map { StyledLine(text: " " + $0, style: style) }
    }

    /// The first line to show so the selected row, with its details, is on screen; from the top when
    /// it fits there.
    private func scrollOffset(total: Int, height: Int, keepVisible range: Range<Int>?) -> Int {
        guard let range, total > height else { return 0 }
        if range.upperBound <= height { return 0 }
        return min(range.upperBound - height, max(0, total - height))
    }
}
