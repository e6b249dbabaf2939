import StrataPresentation

/// The interactive app's brain, with no I/O: it turns keys into calls on coordinators and view models,
/// keeps the selection and the input mode, and describes each frame. `TerminalApp` feeds it keys and
/// draws what it describes; tests do the same without a terminal.
@MainActor
final class TerminalController {
    /// What the keyboard is doing right now.
    enum Mode {
        case browsing
        case typingSearch(String)
        case prompt(title: String, text: String, submit: @MainActor (String) async -> Void)
        case confirm(question: String, confirmed: @MainActor () async -> Void)
        case help
    }

    let navigator: TerminalNavigator
    let app: AppFlowCoordinator
    private(set) var mode: Mode = .browsing
    private(set) var shouldQuit = false
    /// Rows that PgUp/PgDn move by; the app sets it from the terminal height.
    var pageSize = 10

    /// Work started by keys, removed as each piece finishes.
    private var work: [Int: Task<Void, Never>] = [:]
    private var nextWorkID = 0

    init(navigator: TerminalNavigator, app: AppFlowCoordinator) {
        self.navigator = navigator
        self.app = app
    }

    /// Starts loading the visible screen the first time it shows.
    func tick() {
        guard let entry = navigator.visible, !entry.didStartLoading else { return }
        entry.didStartLoading = true
        let screen = entry.screen
        perform { await ScreenActions.load(screen) }
    }

    /// Waits until every piece of work the keys started has finished; for tests.
    func settle() async {
        while let (id, task) = work.first {
            await task.value
            work[id] = nil
        }
    }

    /// Cancels whatever the keys started, when the app quits.
    func cancelAllWork() {
        for task in work.values { task.cancel() }
        work.removeAll()
    }

    var isBusy: Bool {
        guard let screen = navigator.visible?.screen else { return false }
        return content(of: screen).status == .loading
    }

    func handle(_ key: Key) {
        switch mode {
        case .browsing: browse(key)
        case .typingSearch(let text): typeSearch(key, text: text)
        case .prompt(let title, let text, let submit): typePrompt(key, title: title, text: text, submit: submit)
        case .confirm(_, let confirmed):
            mode = .browsing
            if key == .character("y") || key == .character("Y") { perform(confirmed) }
        case .help:
            mode = .browsing
            if key == .controlC { shouldQuit = true }
        }
    }

    // MARK: Frames

    func frame(columns: Int, rows: Int, spinner: Character) -> FrameModel {
        let entry = navigator.visible
        let screen = entry?.screen
        let content = screen.map(content(of:)) ?? ScreenContent()
        return FrameModel(
            columns: columns,
            rows: rows,
            breadcrumb: navigator.breadcrumb,
            signedInAs: app.signedInUser.map { "\($0.name) (@\($0.username))" },
            content: content,
            selection: entry.flatMap { content.rows.isEmpty ? nil : selection(of: $0, rowCount: content.rows.count) },
            overlay: {
                if case .help = mode {
                    HelpText.keys.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                } else {
                    nil
                }
            }(),
            statusLine: statusLine(content: content, spinner: spinner),
            hints: hints(for: screen)
        )
    }

    private func statusLine(content: ScreenContent, spinner: Character) -> StyledLine {
        switch mode {
        case .typingSearch(let text):
            return StyledLine(text: "Search: \(text)█   Enter search · Esc done", style: .title)
        case .prompt(let title, let text, _):
            return StyledLine(text: "\(title): \(text)█   Enter save · Esc cancel", style: .title)
        case .confirm(let question, _):
            return StyledLine(text: "\(question) y/n", style: .title)
        case .help:
            return StyledLine(text: "Press any key to close help")
        case .browsing:
            switch content.status {
            case .loading: return StyledLine(text: "\(spinner) Loading…")
            case .failed(let error):
                let retry = error.isRetryable ? " — press r to retry" : ""
                return StyledLine(text: "\(error.message)\(retry)", style: .error)
            case .ready: return StyledLine(text: content.note ?? "", style: content.note == nil ? .plain : .error)
            }
        }
    }

    private func hints(for screen: Screen?) -> String {
        if case .todos(let model) = screen, model.isEditable {
            return "n new · space toggle · e rename · d delete · f filter · r refresh · Esc back · ? help · q quit"
        }
        return "↑↓ move · Enter open · Esc back · / search · u users · t todos · s sign in/out · ? help · q quit"
    }

    // MARK: Keys

    private func browse(_ key: Key) {
        guard let entry = navigator.visible else {
            if key == .character("q") || key == .controlC { shouldQuit = true }
            return
        }
        let screen = entry.screen
        let rowCount = content(of: screen).rows.count
        switch key {
        case .up, .character("k"): moveSelection(of: entry, by: -1, rowCount: rowCount)
        case .down, .character("j"): moveSelection(of: entry, by: 1, rowCount: rowCount)
        case .pageUp: moveSelection(of: entry, by: -pageSize, rowCount: rowCount)
        case .pageDown: moveSelection(of: entry, by: pageSize, rowCount: rowCount)
        case .home: moveSelection(of: entry, by: -rowCount, rowCount: rowCount)
        case .end: moveSelection(of: entry, by: rowCount, rowCount: rowCount)
        case .enter:
            guard rowCount > 0 else { return }
            let row = selection(of: entry, rowCount: rowCount)
            perform { await ScreenActions.activate(screen, row: row) }
            if case .searchPosts(let model) = screen, model.state == .suggesting {
                entry.selection = 0
            }
        case .escape, .backspace, .left: navigator.goBack()
        case .character("/"):
            if case .searchPosts(let model) = screen {
                mode = .typingSearch(model.query)
            } else {
                app.showSearch()
                mode = .typingSearch("")
            }
        case .character("r"): perform { await ScreenActions.refresh(screen) }
        case .character("s"): app.toggleSession()
        case .character("t"): app.showTodos()
        case .character("u"): app.open(.users(.list))
        case .character("p"): app.open(.posts(.list(page: 1)))
        case .character("?"): mode = .help
        case .character("q"), .controlC: shouldQuit = true
        default:
            if case .todos(let model) = screen {
                editTodos(model, key: key, selected: rowCount > 0 ? selection(of: entry, rowCount: rowCount) : nil)
            }
        }
    }

    private func editTodos(_ model: TodosViewModel, key: Key, selected: Int?) {
        let todo = selected.flatMap { model.items.indices.contains($0) ? model.items[$0] : nil }
        switch key {
        case .character("f"):
            model.cycleFilter()
        case .character("n") where model.isEditable:
            mode = .prompt(title: "New todo", text: "") { await model.create(title: $0) }
        case .character(" ") where model.isEditable:
            guard let todo else { return }
            perform { await model.toggle(id: todo.id) }
        case .character("e") where model.isEditable:
            guard let todo else { return }
            mode = .prompt(title: "Rename", text: todo.title) { await model.rename(id: todo.id, to: $0) }
        case .character("d") where model.isEditable:
            guard let todo else { return }
            mode = .confirm(question: "Delete '\(todo.title)'?") { await model.delete(id: todo.id) }
        default:
            break
        }
    }

    private func typeSearch(_ key: Key, text: String) {
        guard case .searchPosts(let model) = navigator.visible?.screen else {
            mode = .browsing
            return
        }
        switch key {
        case .character(let character):
            let query = text + String(character)
            mode = .typingSearch(query)
            perform { await model.updateQuery(query) }
        case .backspace:
            let query = String(text.dropLast())
            mode = .typingSearch(query)
            perform { await model.updateQuery(query) }
        case .enter:
            mode = .browsing
            perform { await model.submit() }
        case .escape:
            mode = .browsing
        case .up, .down:
            mode = .browsing
            browse(key)
        case .controlC:
            shouldQuit = true
        default:
            break
        }
    }

    private func typePrompt(
        _ key: Key, title: String, text: String, submit: @escaping @MainActor (String) async -> Void
    ) {
        switch key {
        case .character(let character): mode = .prompt(title: title, text: text + String(character), submit: submit)
        case .backspace: mode = .prompt(title: title, text: String(text.dropLast()), submit: submit)
        case .enter:
            mode = .browsing
            perform { await submit(text) }
        case .escape: mode = .browsing
        case .controlC: shouldQuit = true
        default: break
        }
    }

    // MARK: Helpers

    private func content(of screen: Screen) -> ScreenContent {
        ScreenContentBuilder(profileView: navigator.profileView(for:)).content(of: screen)
    }

    private func selection(of entry: TerminalNavigator.Entry, rowCount: Int) -> Int {
        min(max(0, entry.selection), max(0, rowCount - 1))
    }

    private func moveSelection(of entry: TerminalNavigator.Entry, by offset: Int, rowCount: Int) {
        guard rowCount > 0 else { return }
        let index = min(max(0, selection(of: entry, rowCount: rowCount) + offset), rowCount - 1)
        entry.selection = index
        if case .postsList(let model) = entry.screen {
            perform { await model.didReach(itemAt: index) }
        }
    }

    private func perform(_ operation: @escaping @MainActor () async -> Void) {
        let id = nextWorkID
        nextWorkID += 1
        work[id] = Task {
            await operation()
            self.work[id] = nil
        }
    }
}
