import StrataDomain
import StrataTestSupport
import Testing

@Suite("Todo use cases")
struct TodoUseCasesTests {
    @Test("create trims the title and the repository assigns the id")
    func creates() async throws {
        let repository = FakeTodosRepository()

        let todo = try await DefaultCreateTodoUseCase(todos: repository).execute(ownerID: 3, title: " Buy milk ")

        #expect(todo == Todo(id: 1, ownerID: 3, title: "Buy milk", isCompleted: false))
    }

    @Test(
        "titles that are empty or too long are rejected before any write",
        arguments: [
            ("", "A todo needs a title"), ("  \n ", "A todo needs a title"),
            (String(repeating: "x", count: 201), "A todo title has at most 200 characters"),
        ]
    )
    func rejectsTitles(title: String, reason: String) async {
        let repository = FakeTodosRepository(todos: [Todo(id: 1, ownerID: 1, title: "a", isCompleted: false)])

        await #expect(throws: RepositoryError.rejected(reason: reason)) {
            try await DefaultCreateTodoUseCase(todos: repository).execute(ownerID: 1, title: title)
        }
        await #expect(throws: RepositoryError.rejected(reason: reason)) {
            try await DefaultRenameTodoUseCase(todos: repository).execute(repository.todos[0], title: title)
        }
        #expect(repository.writeCount == 0)
    }

    @Test("toggle flips completion both ways")
    func toggles() async throws {
        let repository = FakeTodosRepository(todos: [Todo(id: 1, ownerID: 1, title: "a", isCompleted: false)])
        let toggle = DefaultToggleTodoUseCase(todos: repository)

        let done = try await toggle.execute(repository.todos[0])
        let open = try await toggle.execute(done)

        #expect(done.isCompleted)
        #expect(!open.isCompleted)
    }
}
