/// Moving through a screen: the selection moves while the next row is on screen or just below it,
/// and otherwise the text scrolls, so a long post reads line by line down to its comments and a list
/// moves row by row. The same keys work everywhere: ↑/↓ j/k, PgUp/PgDn, Ctrl-U/Ctrl-D half a page,
/// g/Home to the top and G/End to the bottom.
struct Movement {
    let layout: BodyLayout
    let height: Int
    /// Whether the rows are a list's items, so a page moves the selection by a page of rows; on other
    /// screens a page scrolls the text.
    let pagesByRows: Bool

    /// Where `key` moves the selection and scroll position; `nil` for a key that does not move.
    func apply(_ key: Key, selection: Int, scrollTop: Int) -> (selection: Int, scrollTop: Int)? {
        let rows = layout.rowRanges.count
        let top = layout.clampedScroll(scrollTop, height: height)
        switch key {
        case .down, .character("j"): return step(selection, top, by: 1)
        case .up, .character("k"): return step(selection, top, by: -1)
        case .pageDown: return page(selection, top, pages: 1)
        case .pageUp: return page(selection, top, pages: -1)
        case .control("d"): return page(selection, top, pages: 0.5)
        case .control("u"): return page(selection, top, pages: -0.5)
        case .home, .character("g"): return (0, 0)
        case .end, .character("G"):
            return (max(0, rows - 1), layout.clampedScroll(layout.lines.count, height: height))
        default: return nil
        }
    }

    private func step(_ selection: Int, _ top: Int, by offset: Int) -> (Int, Int) {
        let target = selection + offset
        if layout.rowRanges.indices.contains(target) {
            let range = layout.rowRanges[target]
            let nearWindow = offset > 0 ? range.lowerBound <= top + height : range.upperBound >= top
            if nearWindow {
                return (target, layout.scroll(top, revealing: target, height: height))
            }
        }
        return (selection, layout.clampedScroll(top + offset, height: height))
    }

    /// Moves by a fraction of a page: by rows on a list, by lines elsewhere.
    private func page(_ selection: Int, _ top: Int, pages: Double) -> (Int, Int) {
        let rows = layout.rowRanges
        guard pagesByRows, !rows.isEmpty else {
            let lines = Int((Double(max(1, height - 1)) * pages).rounded(.towardZero))
            return (selection, layout.clampedScroll(top + (lines == 0 ? (pages > 0 ? 1 : -1) : lines), height: height))
        }
        let rowsInWindow = rows.count { $0.lowerBound >= top && $0.lowerBound < top + height }
        let distance = max(1, Int((Double(rowsInWindow) * pages.magnitude).rounded(.towardZero)))
        let target = min(max(0, selection + (pages > 0 ? distance : -distance)), rows.count - 1)
        return (target, layout.scroll(top, revealing: target, height: height))
    }
}
