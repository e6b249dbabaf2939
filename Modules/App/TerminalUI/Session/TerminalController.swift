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
    // The three below are set by the controller's own files alone, one per input mode (+Browsing,
    // +Typing, +Help); Swift has no access level for a group of files.
    var mode: InputMode = .browsing
    /// Feedback for the last key, cleared by the next one.
    var status: StatusMessage?
    var shouldQuit = false
    /// The route being typed after `:`, and why the last one typed is not a route; `nil` when the
    /// keyboard is not going anywhere.
    var destination: (text: String, error: ErrorViewModel?)?
    /// The size of the last frame, which movement and scrolling are measured against.
    @ObservationIgnored var geometry = FrameGeometry(columns: 80, rows: 24)
    /// Work started by keys and by screens appearing; what is still running when the app quits is
    /// abandoned.
    let work = TaskRunner()
    /// The edits keys started (`ScreenCommand.save`): the app waits for them before it exits, so no
    /// key typed before `q` is lost.
    let saves = TaskRunner()
    @ObservationIgnored private var lastSignedInUser: String?
    @ObservationIgnored let loading: ScreenLoading

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
        // A paste goes into a field and a wheel notch scrolls; anywhere else they do nothing at all,
        // rather than answer a question or close a message as a key would.
        if case .paste = key, !mode.isTyping { return }
        if key.isWheel, mode.isAsking { return }
        let shown = status
        status = nil
        switch mode {
        case .browsing where key == .character("m") && navigator.visible != nil:
            read(shown)
        case .browsing: browse(key.asArrow)
        case .typing(let field): type(key.asArrow, into: field)
        case .confirming(_, let action):
            mode = .browsing
            if key == .character("y") || key == .character("Y") { saves.start(.alongside, action) }
        case .help(let scrollTop): help(key.asArrow, scrollTop: scrollTop)
        case .reading(let message, let scrollTop): reading(key.asArrow, message, scrollTop: scrollTop)
        }
        settleAfterEvent()
    }

    /// The keys the screen `entry` offers now, for the hints line and the help.
    func offers(for entry: ScreenEntry) -> KeyOffers {
        let content = entry.view.content()
        return KeyOffers(
            entry: entry, content: content,
            selected: content.rows.isEmpty ? nil : min(entry.selection, content.rows.count - 1),
            canGoBack: navigator.canGoBack, isSignedIn: app.signedInUser != nil)
    }

    func perform(_ command: ScreenCommand) {
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
}
