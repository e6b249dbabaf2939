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
            if content.rowsAreItems, let selection { position = "\(selection + 1)/\(content.rows.count)" }
        }
        if case .help = controller.mode, let entry {
            body = .help(GlobalKeys.helpText(title: entry.screen.title, screenKeys: entry.view.keys))
        }
        return FrameModel(
            columns: geometry.columns,
            rows: geometry.rows,
            breadcrumb: navigator.breadcrumb,
            signedInAs: controller.app.signedInUser.map { "\($0.name) (@\($0.username))" },
            body: body,
            statusLine: StatusLineComposer.line(
                mode: controller.mode, field: entry?.view.field, status: controller.status, content: content,
                spinner: spinner),
            position: position,
            hints: hints(for: entry),
            spinner: spinner
        )
    }

    /// The screen's keys first, then the global ones it does not already name.
    private func hints(for entry: ScreenEntry?) -> [KeyHelp] {
        let own = entry?.view.keys ?? []
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
    static func line(
        mode: InputMode, field: TypedField?, status: StatusMessage?, content: ScreenContent, spinner: Character?
    ) -> StyledLine {
        switch mode {
        case .typing(let text):
            let label = field?.label ?? "Type"
            // The error first: however long the text, the reason it was refused is where the user looks.
            if let error = field?.error {
                return StyledLine(text: "✗ \(error.message) · \(label): \(text.withCursor)", style: .error)
            }
            return StyledLine(
                text: "\(label): \(text.withCursor)   Enter \(label == "Search" ? "search" : "save") · Esc cancel",
                style: .title)
        case .confirming(let question, _):
            return StyledLine(text: "\(question) y/n", style: .title)
        case .help:
            return StyledLine(text: "Press any key to close help")
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
}
