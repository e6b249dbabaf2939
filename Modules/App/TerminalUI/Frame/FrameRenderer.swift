/// Lays a `FrameModel` out on a fixed grid of cells: header, body, status and key hints, with rules
/// when there is room. A pure function of its input, so every screen can be checked as golden text at
/// any size from 20×6 up.
struct FrameRenderer {
    func render(_ model: FrameModel) -> [StyledLine] {
        if let size = model.tooSmall { return tooSmall(size) }
        let geometry = FrameGeometry(columns: model.columns, rows: model.rows)
        let width = geometry.columns
        let rule = StyledLine(text: String(repeating: "─", count: width), style: .dim)

        var lines = [StyledLine(text: HeaderLayout.text(model, width: width), style: .header)]
        if geometry.showsRules { lines.append(rule) }
        lines += body(model, width: width, height: geometry.bodyHeight)
        if geometry.showsRules { lines.append(rule) }
        lines.append(statusLine(model, width: width))
        let hints = hints(model.hints, width: width, help: model.showsHelpKey ? "? help" : nil)
        lines.append(StyledLine(text: TextLayout.fit(hints, width: width), style: .dim))
        return lines
    }

    /// A terminal below the minimum gets one message, fitted to what it has, instead of a frame in pieces.
    private func tooSmall(_ size: (columns: Int, rows: Int)) -> [StyledLine] {
        let (minimumColumns, minimumRows) = FrameGeometry.minimum
        let message = "Window too small: \(size.columns)×\(size.rows); strata needs \(minimumColumns)×\(minimumRows)"
        var lines = TextLayout.wrap(message, width: size.columns).prefix(size.rows).map {
            StyledLine(text: TextLayout.fit($0, width: size.columns))
        }
        while lines.count < size.rows {
            lines.append(StyledLine(text: String(repeating: " ", count: size.columns)))
        }
        return lines
    }

    private func body(_ model: FrameModel, width: Int, height: Int) -> [StyledLine] {
        var window: [StyledLine]
        switch model.body {
        case .text(let lines, let scrollTop):
            let top = min(max(0, scrollTop), max(0, lines.count - height))
            window = Array(lines.dropFirst(top).prefix(height))
        case .screen(let content, let selection, let scrollTop):
            let layout = BodyLayout(content, width: width, selection: selection, spinner: model.spinner)
            var top = layout.clampedScroll(scrollTop, height: height)
            // A list always shows its selected row, whatever the size; other screens scroll freely,
            // so a long text can be read above its action rows.
            if content.rowsAreItems, let selection {
                top = layout.scroll(top, revealing: selection, height: height)
            }
            window = Array(layout.lines.dropFirst(top).prefix(height))
        }
        var result = window.map {
            StyledLine(text: TextLayout.fit($0.text, width: width), style: $0.style, accent: $0.accent)
        }
        while result.count < height {
            result.append(StyledLine(text: String(repeating: " ", count: width)))
        }
        return result
    }

    /// The status text at the left, the position at the right when both fit.
    private func statusLine(_ model: FrameModel, width: Int) -> StyledLine {
        var text = model.statusLine.text
        // The position stays whenever there is room for it and a word of the status; the status is cut.
        if let position = model.position, width - TextLayout.width(position) - 1 >= 8 {
            let room = width - TextLayout.width(position) - 1
            text = TextLayout.fit(text, width: room - 1) + " " + position + " "
        }
        return StyledLine(text: TextLayout.fit(text, width: width), style: model.statusLine.style)
    }

    /// As many hints as fit, most useful first, and `help` ("? help") always last when given; without
    /// it, the first hint is always shown, cut if it must be.
    private func hints(_ hints: [KeyHelp], width: Int, help: String?) -> String {
        var shown: [String] = []
        for hint in hints {
            let candidate = (shown + ["\(hint.keys) \(hint.action)"] + [help].compactMap { $0 }).joined(
                separator: " · ")
            guard TextLayout.width(candidate) <= width || (shown.isEmpty && help == nil) else { break }
            shown.append("\(hint.keys) \(hint.action)")
        }
        return (shown + [help].compactMap { $0 }).joined(separator: " · ")
    }
}

/// The header: " Strata │ Posts › Post 3" at the left and who is signed in at the right. When the
/// width runs short, the breadcrumb gives way first (earlier screens become "…", the screen you are on
/// stays), then the user label, and only then the current title is cut.
enum HeaderLayout {
    static func text(_ model: FrameModel, width: Int) -> String {
        let rights = model.signedInAs.map { [" signed in as \($0) ", " as \($0) "] } ?? [" not signed in ", ""]
        let crumbs = model.breadcrumb.isEmpty ? [""] : model.breadcrumb
        for right in rights {
            for left in candidates(crumbs) where TextLayout.width(left) + TextLayout.width(right) <= width {
                return TextLayout.fit(left, width: width - TextLayout.width(right)) + right
            }
        }
        let shortest = " " + (crumbs.last ?? "")
        let right = rights[rights.count - 1]
        let roomForRight = width - TextLayout.width(shortest)
        if roomForRight >= 8, !right.isEmpty {
            return shortest + TextLayout.fit(right, width: roomForRight)
        }
        return TextLayout.fit(shortest, width: width)
    }

    /// Left sides from the most to the least complete.
    private static func candidates(_ crumbs: [String]) -> [String] {
        let last = crumbs[crumbs.count - 1]
        let earlier = crumbs.dropLast()
        let shortened = earlier.map { TextLayout.width($0) > 14 ? TextLayout.fit($0, width: 14) : $0 }
        var lefts = [
            " Strata │ " + (earlier + [last]).joined(separator: " › "),
            " Strata │ " + (shortened + [last]).joined(separator: " › "),
        ]
        if !earlier.isEmpty {
            lefts.append(" Strata │ … › " + last)
            lefts.append(" … › " + last)
        }
        lefts.append(" " + last)
        return lefts
    }
}
