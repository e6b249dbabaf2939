import StrataPresentation

/// Gathers one frame from the navigator, the controller and the screen's view model. Everything it
/// reads is observable, so the app composes inside observation tracking and redraws exactly when
/// something the frame showed changes.
@MainActor
struct FrameComposer {
    let controller: TerminalController
    static let spinnerFrames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// The frame at `geometry`; `tick` picks the spinner's frame while something loads.
    func frame(_ geometry: FrameGeometry, tick: Int) -> FrameModel {
        let navigator = controller.navigator
        let entry = navigator.visible
        let content = entry?.view.content() ?? ScreenContent()
        let isLoading = entry?.screen.viewModel.isLoading ?? false
        let spinner = isLoading ? Self.spinnerFrames[tick % Self.spinnerFrames.count] : nil
        var body = FrameModel.Body.screen(content, selection: nil, scrollTop: 0)
        var position: String?
        if let entry {
            let selection = content.rows.isEmpty ? nil : min(entry.selection, content.rows.count - 1)
            body = .screen(content, selection: selection, scrollTop: entry.scrollTop)
            if content.rowsAreItems, let selection {
                let extent = content.itemsInList ?? ScreenContent.ListExtent(offset: 0, total: content.rows.count)
                position = "\(extent.offset + selection + 1)/\(extent.total)"
            }
        }
        let selected = content.rows.isEmpty ? nil : min(entry?.selection ?? 0, content.rows.count - 1)
        if case .help = controller.mode, let entry {
            body = .help(
                GlobalKeys.helpText(title: entry.screen.title, screenKeys: entry.view.keys(selected: selected)))
        }
        if case .reading(let message) = controller.mode {
            body = .help([message, "", "Press any key to close."])
        }
        var statusWidth = geometry.columns
        if controller.mode.isTyping || controller.mode.isAsking, let shown = position {
            // A field or a question keeps the position only while it leaves them room for a word or two.
            let room = geometry.columns - TextLayout.width(shown) - 2
            if room >= 30 { statusWidth = room } else { position = nil }
        }
        let statusLine = StatusLineComposer.line(
            mode: controller.mode, field: entry?.view.field, status: controller.status, content: content,
            spinner: spinner, width: statusWidth)
        var hints = hints(for: entry, selected: selected)
        // A message cut at the edge says how to read the rest, second only to the screen's main key.
        // As the renderer places it: the position stays while it leaves the status 8 cells.
        let positionWidth = position.map { TextLayout.width($0) } ?? geometry.columns
        let statusRoom =
            geometry.columns - positionWidth - 1 >= 8 ? geometry.columns - positionWidth - 2 : geometry.columns
        if case .browsing = controller.mode, TextLayout.width(statusLine.text) > statusRoom {
            hints.insert(KeyHelp(keys: "m", action: "more"), at: min(1, hints.count))
        }
        return FrameModel(
            columns: geometry.columns,
            rows: geometry.rows,
            tooSmall: geometry.isTooSmall ? geometry.actual : nil,
            breadcrumb: navigator.breadcrumb,
            signedInAs: controller.app.signedInUser.map { "\($0.name) (@\($0.username))" },
            body: body,
            statusLine: statusLine,
            position: position,
            hints: hints,
            showsHelpKey: !controller.mode.isTyping,
            spinner: spinner
        )
    }

    /// The screen's keys first, then the global ones it does not already name; while typing, the
    /// field's own keys, since every other key types.
    private func hints(for entry: ScreenEntry?, selected: Int?) -> [KeyHelp] {
        if controller.mode.isTyping {
            let submit = entry?.view.field?.label == "Search" ? "search" : "save"
            return [
                KeyHelp(keys: "Enter", action: submit), KeyHelp(keys: "Esc", action: "cancel"),
                KeyHelp(keys: "←/→", action: "move"), KeyHelp(keys: "Ctrl-W/Ctrl-U", action: "erase"),
            ]
        }
        let own = entry?.view.keys(selected: selected) ?? []
        return own + GlobalKeys.hints.filter { global in !own.contains { $0.keys == global.keys } }
    }

    /// The body of `entry` laid out at `width`, as the frame draws it, for moving through it.
    static func layout(of entry: ScreenEntry, width: Int) -> BodyLayout {
        BodyLayout(entry.view.content(), width: width, selection: entry.selection)
    }
}

/// The status line: what the keyboard is doing (a field, a question), else feedback for the last key,
/// else a spinner, an error, a part that did not load or how current the data is.
@MainActor
enum StatusLineComposer {
    /// The line in `width` cells. A field being typed scrolls sideways within them, so its cursor is always
    /// shown; what Enter and Esc do is on the hints line below it.
    static func line(
        mode: InputMode, field: TypedField?, status: StatusMessage?, content: ScreenContent, spinner: Character?,
        width: Int
    ) -> StyledLine {
        switch mode {
        case .typing(let text):
            let label = field?.label ?? "Type"
            // The error first: however long the text, the reason it was refused is where the user looks;
            // it is cut, not the field, when both do not fit.
            if let error = field?.error {
                var reason = "✗ \(error.message) · "
                if width - TextLayout.width(reason) < minimumField {
                    reason = TextLayout.prefix("✗ \(error.message)", width: max(2, width - minimumField - 4)) + "… · "
                }
                return StyledLine(
                    text: reason + fieldText(label, text, width: width - TextLayout.width(reason)), style: .error)
            }
            return StyledLine(text: fieldText(label, text, width: width), style: .title)
        case .confirming(let question, _):
            // The answer keys are never the part cut: the question is, with "…".
            let fits = TextLayout.width(question) + 4 <= width
            return StyledLine(
                text: "\(fits ? question : TextLayout.prefix(question, width: max(1, width - 5)) + "…") y/n",
                style: .title)
        case .help:
            return StyledLine(text: "Press any key to close help")
        case .reading:
            return StyledLine(text: "Press any key to close the message")
        case .browsing:
            if let status {
                return StyledLine(text: status.text, style: status.tone == .problem ? .error : .plain)
            }
            if let spinner {
                return StyledLine(text: "\(spinner) Loading…")
            }
            switch content.status {
            case .loading: return StyledLine(text: "Loading…")
            case .failed(let error):
                return StyledLine(
                    text: "\(error.message)\(error.isRetryable ? " — press r to retry" : "")", style: .error)
            case .ready:
                return content.readyStatusLine
            }
        }
    }

    /// The cells a field keeps for its text, before its label gives way.
    private static let minimumField = 12

    /// "New todo: …lazy dog█" in `width` cells; the label goes when it would leave the text too little room.
    private static func fieldText(_ label: String, _ field: TextField, width: Int) -> String {
        let labelled = "\(label): "
        let room = width - TextLayout.width(labelled)
        return room >= minimumField ? labelled + field.visible(width: room) : field.visible(width: width)
    }
}
