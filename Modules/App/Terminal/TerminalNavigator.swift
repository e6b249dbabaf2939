import StrataPresentation

/// The terminal's navigation stack. Coordinators change it through `Navigator`; the user changes it
/// with Esc or Backspace, and those changes are reported back through `userDidRemove` so the
/// coordinators never lose track.
///
/// Each screen's terminal state (selection, whether its load started) lives in its entry and goes
/// away with it; keying it by object identity would let a new view model at a reused address
/// inherit a dead one's state.
@MainActor
final class TerminalNavigator: Navigator {
    /// A screen on the stack with the terminal's state for it.
    final class Entry {
        let screen: Screen
        var selection = 0
        var didStartLoading = false
        /// The passive view attached to a profile presenter while its screen is shown.
        let profileView = ProfileScreenView()

        init(screen: Screen) {
            self.screen = screen
        }
    }

    private(set) var stack: [Entry] = []
    private(set) var presented: Entry?
    /// Told about every screen the user leaves on their own.
    var userDidRemove: (Screen) -> Void = { _ in }

    /// The entry on top: a presented one, else the top of the stack.
    var visible: Entry? { presented ?? stack.last }

    /// Titles from the root to the visible screen, for the header.
    var breadcrumb: [String] { (stack + (presented.map { [$0] } ?? [])).map(\.screen.title) }

    func setRoot(_ screen: Screen) {
        let removed = stack + (presented.map { [$0] } ?? [])
        stack = [attach(screen)]
        presented = nil
        removed.forEach(detach)
    }

    func push(_ screen: Screen) {
        stack.append(attach(screen))
    }

    func pop() {
        guard stack.count > 1 else { return }
        detach(stack.removeLast())
    }

    func present(_ screen: Screen) {
        if let presented { detach(presented) }
        presented = attach(screen)
    }

    func dismiss() {
        guard let presented else { return }
        self.presented = nil
        detach(presented)
    }

    /// Esc or Backspace: dismisses a presented screen, else pops; the root stays.
    @discardableResult
    func goBack() -> Bool {
        if let presented {
            dismiss()
            userDidRemove(presented.screen)
            return true
        }
        guard stack.count > 1 else { return false }
        let top = stack.removeLast()
        detach(top)
        userDidRemove(top.screen)
        return true
    }

    /// The view attached to `presenter`, for drawing its screen.
    func profileView(for presenter: UserProfilePresenter) -> ProfileScreenView {
        let entries = stack + (presented.map { [$0] } ?? [])
        for entry in entries {
            if case .userProfile(let shown) = entry.screen, shown === presenter { return entry.profileView }
        }
        return ProfileScreenView()
    }

    private func attach(_ screen: Screen) -> Entry {
        let entry = Entry(screen: screen)
        if case .userProfile(let presenter) = screen {
            presenter.attach(entry.profileView)
        }
        return entry
    }

    private func detach(_ entry: Entry) {
        if case .userProfile(let presenter) = entry.screen {
            presenter.detach()
        }
    }
}
