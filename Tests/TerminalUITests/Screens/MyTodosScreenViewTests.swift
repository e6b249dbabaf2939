import Foundation
import StrataDomain
import StrataPresentation
import Testing

@testable import StrataTerminalUI

/// The signed-in user's todo list in the terminal: what its status line says after a sync, beside how
/// current the list is.
@MainActor
@Suite("MyTodosScreenView")
struct MyTodosScreenViewTests {
    private let model = FakeMyTodosViewModel()
    private let pending = Todo(
        id: 201, ownerID: 1, title: "write tests", isCompleted: false, syncStatus: .pending(lastError: nil))
    private static let offline = Freshness.offline(asOf: nil, cause: .timedOut)

    private func statusLine(freshness: Freshness, notice: SyncNotice?) -> StyledLine {
        model.state = .loaded(TodosContent(todos: [pending], freshness: freshness))
        model.syncNotice = notice
        return MyTodosScreenView(model: model).content().readyStatusLine
    }

    @Test("a stopped sync is said beside the offline note, not instead of it")
    func stoppedSyncBesideOfflineNote() throws {
        let offlineNote = try #require(FreshnessNote.text(for: Self.offline))
        let stopped = SyncNotice(text: "Sync stopped: The request timed out; 1 change still pending", isProblem: true)

        let line = statusLine(freshness: Self.offline, notice: stopped)

        #expect(line == StyledLine(text: "\(offlineNote) · \(stopped.text)", style: .error))
    }

    @Test("good news is drawn plainly, a problem as a warning")
    func toneFollowsTheNotice() {
        let sent = statusLine(freshness: .current, notice: SyncNotice(text: "All changes sent", isProblem: false))
        let pending = statusLine(
            freshness: .current, notice: SyncNotice(text: "1 change still pending", isProblem: true))

        #expect(sent == StyledLine(text: "All changes sent", style: .plain))
        #expect(pending == StyledLine(text: "1 change still pending", style: .error))
    }

    @Test("an edit that failed comes first; with nothing to say the line is empty")
    func editErrorFirst() {
        model.editError = ErrorViewModel(message: "PATCH /todos/201 answered 422", isRetryable: false)
        let failed = statusLine(freshness: Self.offline, notice: SyncNotice(text: "All changes sent", isProblem: false))
        model.editError = nil
        let quiet = statusLine(freshness: .current, notice: nil)

        #expect(failed == StyledLine(text: "PATCH /todos/201 answered 422", style: .error))
        #expect(quiet == StyledLine(text: "", style: .plain))
    }
}
