import Observation
import StrataPresentation

/// The interactive app's brain, with no I/O: it turns keys into calls on coordinators and view
/// models, keeps the input mode and the status message, and runs what the keys start. `TerminalApp`
/// feeds it keys and draws what `FrameComposer` makes of it; tests do the same without a terminal.
@MainActor
@Observable
final class TerminalController {
    @ObservationIgnored let navigator: TerminalNavigator
    @ObservationIgnored let app: AppFlowCoordinator
    private(set) var mode: InputMode = .browsing
    /// Feedback for the last key, cleared by the next one.
    private(set) var status: StatusMessage?
    private(set) var shouldQuit = false
    /// The size of the last frame, which movement and scrolling are measured against.
    @ObservationIgnored var geometry = FrameGeometry(columns: 80, rows: 24)
    /// Work started by keys and by screens appearing; what is still running when the app quits is
    /// abandoned.
    let work = TaskRunner()
    /// The edits keys started (`ScreenCommand.save`): the app waits for them before it exits, so no
    /// key typed before `q` is lost.
    let saves = TaskRunner()
    @ObservationIgnored private var lastSignedInUser: String?
    @ObservationIgnored private let loading: ScreenLoading

    init(navigator: TerminalNavigator, app: AppFlowCoordinator, loading: @escaping ScreenLoading = { await $0() }) {
        self.navigator = navigator
        self.app = app
        self.loading = loading
        lastSignedInUser = app.signedInUser?.name
    }

    /// Call after every event, before drawing: starts loading a screen the first time it shows, follows
    /// the screen's text field, and says when the session changed.
    func settleAfterEvent() {
        if let entry = navigator.visible, !entry.didStartLoading {
            entry.didStartLoading = true
            let model = entry.screen.viewModel
            let loading = self.loading
            work.start(.alongside) { await loading { await model.load() } }
        }
        followField()
        let user = app.signedInUser?.name
        if user != lastSignedInUser {
            status = StatusMessage(text: user.map { "Signed in as \($0)" } ?? "Signed out of \(lastSignedInUser ?? "")")
            lastSignedInUser = user
        }
    }

    /// Runs a sign-in left for after the first frame, within a screen's time limit: once signed in, a
    /// route that needed the session (`todos`) is opened again for it, and the status line says who is
    /// signed in; a failure is shown there instead.
    func finish(_ signIn: BackgroundSignIn, reopening route: Route?) {
        let loading = self.loading
        work.start(.alongside) { [weak self] in
            var failure: ErrorViewModel?
            guard let app = self?.app else { return }
            await loading { failure = await signIn.signIn(app) }
            guard let self, !Task.isCancelled else { return }
            if let failure {
                status = StatusMessage(text: failure.message, tone: .problem)
                return
            }
            if case .todos? = route, app.signedInUser != nil { app.open(.todos) }
            settleAfterEvent()
        }
    }

    /// Waits until everything the keys started has finished; for tests.
    func settle() async {
        await work.waitUntilIdle()
        await saves.waitUntilIdle()
        settleAfterEvent()
        await work.waitUntilIdle()
    }

    func handle(_ key: Key) {
        let shown = status
        status = nil
        switch mode {
        case .browsing where key == .character("m") && navigator.visible != nil:
            read(shown)
        case .browsing: browse(key)
        case .typing(let field): type(key, into: field)
        case .confirming(_, let action):
            mode = .browsing
            if key == .character("y") || key == .character("Y") { saves.start(.alongside, action) }
        case .help, .reading:
            mode = .browsing
            if key == .interrupt { shouldQuit = true }
        }
        settleAfterEvent()
    }

    // MARK: Browsing

    private func browse(_ key: Key) {
        guard let entry = navigator.visible else {
            if key == .character("q") || key == .interrupt { shouldQuit = true }
            return
        }
        let layout = FrameComposer.layout(of: entry, width: geometry.columns)
        let content = entry.view.content()
        let movement = Movement(layout: layout, height: geometry.bodyHeight, pagesByRows: content.rowsAreItems)
        if key == .end || key == .character("G"), let loadsEverything = entry.view.loadsEverything {
            // The end of what is loaded now, then the true end once every page is in.
            let loading = self.loading
            work.start(.alongside) { [weak self, weak entry] in
                await loading { await loadsEverything() }
                guard let self, let entry, !Task.isCancelled else { return }
                self.moveToEnd(entry)
            }
        }
        if let moved = movement.apply(key, selection: entry.selection, scrollTop: entry.scrollTop) {
            let changedRow = moved.selection != entry.selection
            entry.selection = moved.selection
            entry.scrollTop = moved.scrollTop
            if changedRow, let command = entry.view.didMove(to: moved.selection) { perform(command) }
            return
        }
        let selected = layout.rowRanges.isEmpty ? nil : min(entry.selection, layout.rowRanges.count - 1)
        if let command = entry.view.command(for: key, selected: selected) {
            perform(command)
            return
        }
        global(key, on: entry)
    }

    /// `m`: the message the status line showed before this key, whole, however narrow the terminal.
    private func read(_ shown: StatusMessage?) {
        guard let entry = navigator.visible else { return }
        let line = StatusLineComposer.line(
            mode: .browsing, field: nil, status: shown, content: entry.view.content(), spinner: nil, width: .max)
        if line.text.isEmpty {
            status = StatusMessage(text: "There is no message to read")
        } else {
            mode = .reading(line.text)
        }
    }

    /// Selects the last row of `entry` as the body now lays it out, if it is still the screen shown.
    private func moveToEnd(_ entry: ScreenEntry) {
        guard navigator.visible === entry else { return }
        let layout = FrameComposer.layout(of: entry, width: geometry.columns)
        let movement = Movement(layout: layout, height: geometry.bodyHeight, pagesByRows: true)
        if let moved = movement.apply(.end, selection: entry.selection, scrollTop: entry.scrollTop) {
            entry.selection = moved.selection
            entry.scrollTop = moved.scrollTop
        }
    }

    private func global(_ key: Key, on entry: ScreenEntry) {
        switch key {
        case .escape, .backspace, .left:
            if !navigator.goBack() { status = StatusMessage(text: "This is the first screen — press q to quit") }
        case .character("/"): app.showSearch()
        case .character("r"):
            let model = entry.screen.viewModel
            let loading = self.loading
            work.start(.alongside) { await loading { await model.refresh() } }
        case .character("s"):
            // Signing out closes the user's screens and forgets the remembered sign-in: asked first.
            if let user = app.signedInUser {
                // The answer runs as a task: settling after it says "Signed out of …", a change to what the
                // frame shows, so the app draws again (the session itself is not observed).
                mode = .confirming(question: "Sign out of \(user.name)?") { [weak self] in
                    self?.app.signOut()
                    self?.settleAfterEvent()
                }
            } else {
                app.toggleSession()
            }
        case .character("t"): app.showTodos()
        case .character("u"): app.open(.users(.list))
        case .character("p"): app.open(.posts(.list(page: 1)))
        case .character("?"): mode = .help
        case .character("q"), .interrupt: shouldQuit = true
        default: status = .unused(key)
        }
    }

    private func perform(_ command: ScreenCommand) {
        switch command {
        case .run(let action): work.start(.alongside, action)
        case .save(let action): saves.start(.alongside, action)
        case .confirm(let question, let action): mode = .confirming(question: question, action: action)
        case .say(let message): status = message
        case .startTyping:
            navigator.visible?.view.beginTyping()
            followField()
        }
    }

    // MARK: Typing

    private func type(_ key: Key, into field: TextField) {
        guard let entry = navigator.visible, let typed = entry.view.field else {
            mode = .browsing
            return
        }
        var field = field
        switch key {
        case .enter:
            let highlighted = highlightedRow(of: entry)
            (typed.submitSavesAnEdit ? saves : work).start(.alongside) { await typed.submit(highlighted) }
        case .escape:
            typed.cancel()
            mode = .browsing
        case .up, .down:
            browse(key)
        case .interrupt:
            shouldQuit = true
        default:
            guard field.apply(key) else { return }
            mode = .typing(field)
            if field.text != typed.text {
                let text = field.text
                work.start(.alongside) { await typed.change(text) }
            }
        }
    }

    /// Enters typing when the screen shows a field, with the field's text, and leaves it when the
    /// field goes. While typing, the keys are the field's truth; the view model follows them.
    private func followField() {
        let field = navigator.visible?.view.field
        switch (mode, field) {
        case (.browsing, let field?): mode = .typing(TextField(field.text))
        case (.typing, nil): mode = .browsing
        default: break
        }
    }

    private func highlightedRow(of entry: ScreenEntry) -> Int? {
        let rows = FrameComposer.layout(of: entry, width: geometry.columns).rowRanges.count
        return rows == 0 ? nil : min(entry.selection, rows - 1)
    }
}
