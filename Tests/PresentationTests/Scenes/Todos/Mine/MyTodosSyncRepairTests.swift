import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

/// Retry and discard, the CLI's `todos retry` and `discard`, from the signed-in user's own list.
@MainActor
@Suite("MyTodosViewModel retry and discard, over mocked use cases", .timeLimit(.minutes(1)))
struct MyTodosSyncRepairTests {
    private let editing = MockTodoEditing()
    private let repair = MockTodoSyncRepair()
    private let refused = Todo(
        id: 7, ownerID: 1, title: "a title far too long", isCompleted: false,
        syncStatus: .rejected(reason: "title too long"))

    @Test("retry queues the refused todo again through the use case, and the row shows it pending")
    func retryQueuesAgain() async {
        let viewModel = await editing.loadedViewModel([refused], repair: repair)
        #expect(viewModel.items.first?.needsSettling == true)

        await viewModel.retrySync(id: 7)

        #expect(repair.retry.script.calls == [refused])
        #expect(viewModel.items.first?.syncBadge == "↑ pending")
        #expect(viewModel.items.first?.needsSettling == false)
        #expect(viewModel.settledChange == "Queued 'a title far too long' to be sent again")
    }

    @Test("discard gives the change up through the use case and says what was lost")
    func discardSaysWhatWasLost() async {
        let viewModel = await editing.loadedViewModel([refused], repair: repair)

        await viewModel.discardChanges(id: 7)

        #expect(repair.discard.script.calls == [refused])
        #expect(
            viewModel.settledChange == "Discarded for 'a title far too long': the todo, which only this device had")
        #expect(viewModel.editError == nil)
    }

    @Test("a retry that cannot be queued says why and leaves the row as it was")
    func failedRetry() async {
        let viewModel = await editing.loadedViewModel([refused], repair: repair)
        repair.retry.script.respond { _ in .failure(RepositoryError(.storageFailure(reason: "disk full"))) }

        await viewModel.retrySync(id: 7)

        #expect(viewModel.editError != nil)
        #expect(viewModel.settledChange == nil)
        #expect(viewModel.items.first?.todo == refused)
    }
}
