import Observation
import StrataDomain
import StrataPresentation
import Testing

@testable import StrataTerminalUI

/// The terminal's rule for sheets: one shows at a time, above the stack, and a sheet a coordinator
/// covers (with another sheet, or a screen pushed on the stack) is gone and reported as left, so the
/// flow that showed it never waits for a screen nobody can reach.
@MainActor
@Suite("TerminalNavigator sheets")
struct TerminalNavigatorTests {
    private let navigator = TerminalNavigator()
    private let left = Left()

    init() {
        navigator.userDidRemove = { [left] in left.titles.append($0.title) }
    }

    private func screen(_ title: String) -> Screen {
        .recentSearches(Titled(title: title))
    }

    @Test("a sheet presented over a sheet replaces it, and the one replaced is reported as left")
    func presentReplaces() {
        navigator.setRoot(screen("root"))
        navigator.present(screen("first"))

        navigator.present(screen("second"))

        #expect(navigator.breadcrumb == ["root", "second"])
        #expect(left.titles == ["first"])
    }

    @Test("a screen pushed while a sheet shows goes on top; the sheet is gone and reported as left")
    func pushRemovesTheSheet() {
        navigator.setRoot(screen("root"))
        navigator.present(screen("sheet"))

        navigator.push(screen("pushed"))

        #expect(navigator.presented == nil)
        #expect(navigator.breadcrumb == ["root", "pushed"])
        #expect(left.titles == ["sheet"])
    }

    @Test("with no sheet showing, pushing and presenting report nothing")
    func nothingToReport() {
        navigator.setRoot(screen("root"))
        navigator.push(screen("pushed"))
        navigator.present(screen("sheet"))

        #expect(left.titles.isEmpty)
    }
}

/// The titles of the screens the navigator reported as left, in order.
@MainActor
private final class Left {
    var titles: [String] = []
}

/// A screen's view model that only has a title, for navigation that never loads anything.
@MainActor
@Observable
private final class Titled: RecentSearchesViewModel {
    let title: String
    let queries: [String] = []
    let isLoading = false

    init(title: String) {
        self.title = title
    }

    func load() async {}
    func refresh() async {}
    func didSelect(itemAt index: Int) async {}
}
