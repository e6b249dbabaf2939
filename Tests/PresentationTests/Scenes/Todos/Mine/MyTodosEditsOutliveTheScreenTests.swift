import StrataDomain
import StrataPresentation
import StrataTestSupport
import Testing

@MainActor
@Suite("MyTodosViewModel edits outlive the screen", .timeLimit(.minutes(1)))
struct MyTodosEditsOutliveTheScreenTests {
    private let editing = MockTodoEditing()

    @Test("two quick toggles, then the screen closes: both are saved, and the app can wait for them")
    func togglesSurviveTheScreen() async {
        let edits = TaskRunner()
        var viewModel: DefaultMyTodosViewModel? = await editing.loadedViewModel([TodoFixtures.writeTests], edits: edits)
        editing.toggle.script.isHolding = true
        var done = TodoFixtures.writeTests
        done.isCompleted = true

        var presses: [Task<Void, Never>] = []
        if let viewModel {
            // Key presses, whose tasks end with the edits they started.
            presses = [Task { await viewModel.toggle(id: 1) }, Task { await viewModel.toggle(id: 1) }]
        }
        await editing.toggle.script.waitForCalls(1)
        weak let closed = viewModel
        viewModel = nil
        editing.toggle.script.answer(0, with: .success(done))
        await editing.toggle.script.waitForCalls(2)
        editing.toggle.script.answer(1, with: .success(TodoFixtures.writeTests))
        await edits.waitUntilIdle()
        for press in presses { await press.value }

        #expect(editing.toggle.script.calls == [TodoFixtures.writeTests, done])
        #expect(closed == nil, "the closed screen goes once its edits are saved")
    }
}
