import StrataPresentation

/// Browsing: keys move through the screen, act on its rows, or do what they do everywhere.
extension TerminalController {
    func browse(_ key: Key) {
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
    func read(_ shown: StatusMessage?) {
        guard let entry = navigator.visible else { return }
        let line = StatusLineComposer.line(
            mode: .browsing, field: nil, status: shown, content: entry.view.content(), spinner: nil, width: .max)
        if line.text.isEmpty {
            status = StatusMessage(text: "There is no message to read")
        } else {
            mode = .reading(line.text, scrollTop: 0)
        }
    }

    /// Selects the last row of `entry` as the body now lays it out, if it is still the screen shown.
    func moveToEnd(_ entry: ScreenEntry) {
        guard navigator.visible === entry else { return }
        let layout = FrameComposer.layout(of: entry, width: geometry.columns)
        let movement = Movement(layout: layout, height: geometry.bodyHeight, pagesByRows: true)
        if let moved = movement.apply(.end, selection: entry.selection, scrollTop: entry.scrollTop) {
            entry.selection = moved.selection
            entry.scrollTop = moved.scrollTop
        }
    }

    func global(_ key: Key, on entry: ScreenEntry) {
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
        case .character("?"): mode = .help(scrollTop: 0)
        case .character(":"): beginDestination()
        case .character("q"), .interrupt: shouldQuit = true
        default: status = .unused(key)
        }
    }
}
