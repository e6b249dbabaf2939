import Observation
import StrataPresentation

/// The terminal's navigation stack. Coordinators change it through `Navigator`; the user changes it
/// with Esc or Backspace, and those changes are reported back through `userDidRemove` so the
/// coordinators never lose track. Observable, so a frame that showed the stack redraws when a
/// coordinator changes it, a sign-in finishing in the background included.
@MainActor
@Observable
final class TerminalNavigator: Navigator {
    private(set) var stack: [ScreenEntry] = []
    private(set) var presented: ScreenEntry?
    /// Told about every screen the user leaves on their own.
    @ObservationIgnored var userDidRemove: (Screen) -> Void = { _ in }

    /// The entry on top: a presented one, else the top of the stack.
    var visible: ScreenEntry? { presented ?? stack.last }

    /// Whether Esc has a screen to go back to.
    var canGoBack: Bool { presented != nil || stack.count > 1 }

    /// Titles from the root to the visible screen, for the header.
    var breadcrumb: [String] { (stack + (presented.map { [$0] } ?? [])).map(\.screen.title) }

    func setRoot(_ screen: Screen) {
        let removed = stack + (presented.map { [$0] } ?? [])
        stack = [enter(screen)]
        presented = nil
        for entry in removed { entry.detach() }
    }

    /// Goes on top of the stack; a sheet showing would hide it, so it goes first.
    func push(_ screen: Screen) {
        removeSheet()
        stack.append(enter(screen))
    }

    /// Takes the place of a sheet showing, if any.
    func present(_ screen: Screen) {
        removeSheet()
        presented = enter(screen)
    }

    /// A sheet a coordinator covers with another screen is gone: it is detached, and its flow is told,
    /// as when the user leaves it, so no flow waits for a screen nobody can reach any more.
    private func removeSheet() {
        guard let sheet = presented else { return }
        presented = nil
        sheet.detach()
        userDidRemove(sheet.screen)
    }

    func dismiss() {
        guard let presented else { return }
        self.presented = nil
        presented.detach()
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
        top.detach()
        userDidRemove(top.screen)
        return true
    }

    private func enter(_ screen: Screen) -> ScreenEntry {
        let entry = ScreenEntry(screen: screen)
        entry.attach()
        return entry
    }
}
