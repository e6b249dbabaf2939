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
        let offers = entry.map(controller.offers(for:))
        if case .help(let scrollTop) = controller.mode, let offers {
            let lines = offers.helpPage.lines(width: geometry.columns)
            let top = min(max(0, scrollTop), max(0, lines.count - geometry.bodyHeight))
            body = .text(lines, scrollTop: top)
            position = "\(top + 1)–\(min(top + geometry.bodyHeight, lines.count)) of \(lines.count)"
        }
        if case .reading(let message, let scrollTop) = controller.mode {
            let lines = MessagePage.lines(message, width: geometry.columns)
            let top = min(max(0, scrollTop), max(0, lines.count - geometry.bodyHeight))
            body = .text(lines, scrollTop: top)
            // Where the reader is in the message, when it does not fit; never the list's row below it.
            position =
                lines.count > geometry.bodyHeight
                ? "\(top + 1)–\(min(top + geometry.bodyHeight, lines.count)) of \(lines.count)" : nil
        }
        var statusWidth = geometry.columns
        if controller.mode.isTyping || controller.mode.isAsking, let shown = position {
            // A field or a question keeps the position only while it leaves them room for a word or two.
            let room = geometry.columns - TextLayout.width(shown) - 2
            if room >= 30 { statusWidth = room } else { position = nil }
        }
        let statusLine = StatusLineComposer.line(
            mode: controller.mode, field: controller.typedField, status: controller.status, content: content,
            spinner: spinner, width: statusWidth)
        var hints = hints(offers)
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
            showsHelpKey: !controller.mode.isTyping && !controller.mode.isInHelp && !controller.mode.isReading,
            spinner: spinner
        )
    }

    /// The keys the screen offers (`KeyOffers`); while typing, the field's own keys, since every other
    /// key types; in help, the keys that scroll and close it.
    private func hints(_ offers: KeyOffers?) -> [KeyHelp] {
        if controller.mode.isInHelp { return GlobalKeys.helpHints }
        if controller.mode.isReading { return GlobalKeys.readingHints }
        if controller.mode.isTyping {
            return [
                KeyHelp(keys: "Enter", action: controller.typedField?.enterAction ?? "save"),
                KeyHelp(keys: "Esc", action: "cancel"),
                KeyHelp(keys: "←/→", action: "move"), KeyHelp(keys: "Ctrl-W/Ctrl-U", action: "erase"),
            ]
        }
        return offers?.hints ?? [KeyHelp(keys: "q", action: "quit")]
    }

    /// The body of `entry` laid out at `width`, as the frame draws it, for moving through it.
    static func layout(of entry: ScreenEntry, width: Int) -> BodyLayout {
        BodyLayout(entry.view.content(), width: width, selection: entry.selection)
    }
}
