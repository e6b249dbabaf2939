import Foundation
import StrataDomain
import StrataNetworking
import StrataTestSupport
import Testing

@testable import StrataData

/// What `TodosRepository` promises, checked against both production adapters through `DataLayer`, the
/// way the composition root makes them: the local-first one and the server-only one. Each test starts
/// its own writing server on 127.0.0.1 and its own throwaway store.
@Suite("TodosRepository contract", .serialized)
struct TodosRepositoryContractTests {
    /// One run of the repository under test, with what it runs on.
    private struct Subject {
        let todos: any TodosRepository
        let data: DataLayer
        let server: TestServer
        let persistFile: URL

        /// Lets background syncs end before the server goes, then removes what the test made.
        func tearDown() async {
            await data.backgroundTodoSync.finish(within: .seconds(5))
            server.stop()
            try? FileManager.default.removeItem(at: persistFile)
        }
    }

    private static func make(_ storage: TodosStorage, isOffline: Bool = false) async throws -> Subject {
        let persistFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-todos-contract-\(UUID().uuidString).json")
        let server = try TestServer.start(persistPath: persistFile.path)
        let database = try await StrataDatabase.open(.inMemory, seed: .none).database
        let data = DataLayer(
            database: database,
            client: HTTPClient(configuration: NetworkConfiguration(baseURL: server.baseURL, timeout: .seconds(60))),
            isOffline: isOffline, now: Date.init, clock: ContinuousClock(), todoStorage: storage)
        return Subject(todos: data.todos, data: data, server: server, persistFile: persistFile)
    }

    private static let adapters: [TodosStorage] = [.localFirst, .serverOnly]

    @Test("a fresh read lists the owner's todos in creation order", arguments: adapters)
    func listsTheOwnersTodos(storage: TodosStorage) async throws {
        let subject = try await Self.make(storage)
        let fetched = try await subject.todos.fetchTodos(ownerID: 1, policy: .fresh)
        await subject.tearDown()

        #expect(fetched.freshness == .current)
        #expect(fetched.value.count == 20)
        #expect(Set(fetched.value.map(\.ownerID)) == [1])
        #expect(fetched.value.map(\.id) == fetched.value.map(\.id).sorted())
        #expect(fetched.value.first?.title == "delectus aut autem")
    }

    @Test("an added todo is open, carries its title, and is then found and listed", arguments: adapters)
    func addsATodo(storage: TodosStorage) async throws {
        let subject = try await Self.make(storage)
        let created = try await subject.todos.createTodo(ownerID: 1, title: "Buy milk")
        let found = try await subject.todos.fetchTodo(id: created.id)
        let listed = try await subject.todos.fetchTodos(ownerID: 1, policy: .fresh).value
        await subject.tearDown()

        #expect(created.title == "Buy milk" && !created.isCompleted && created.ownerID == 1)
        #expect(found.title == "Buy milk" && found.id == created.id)
        #expect(listed.count == 21 && listed.filter { $0.title == "Buy milk" }.map(\.id) == [created.id])
    }

    @Test("a rename and a completion answer with the todo as it now stands, and a read agrees", arguments: adapters)
    func changesATodo(storage: TodosStorage) async throws {
        let subject = try await Self.make(storage)
        let first = try #require(try await subject.todos.fetchTodos(ownerID: 1, policy: .fresh).value.first)
        let renamed = try await subject.todos.renameTodo(first, to: "Renamed")
        let completed = try await subject.todos.setTodo(renamed, completed: !first.isCompleted)
        let unchanged = try await subject.todos.setTodo(completed, completed: completed.isCompleted)
        let read = try await subject.todos.fetchTodo(id: first.id)
        await subject.tearDown()

        #expect(renamed.title == "Renamed" && renamed.isCompleted == first.isCompleted)
        #expect(completed.title == "Renamed" && completed.isCompleted == !first.isCompleted)
        #expect(unchanged.title == completed.title && unchanged.isCompleted == completed.isCompleted)
        #expect(read.title == "Renamed" && read.isCompleted == !first.isCompleted)
    }

    @Test("a deleted todo leaves the list and is not found any more", arguments: adapters)
    func deletesATodo(storage: TodosStorage) async throws {
        let subject = try await Self.make(storage)
        let first = try #require(try await subject.todos.fetchTodos(ownerID: 1, policy: .fresh).value.first)
        try await subject.todos.deleteTodo(first)
        let listed = try await subject.todos.fetchTodos(ownerID: 1, policy: .fresh).value
        let lookup = await Self.failure { () async throws(RepositoryError) in
            _ = try await subject.todos.fetchTodo(id: first.id)
        }
        await subject.tearDown()

        #expect(!listed.map(\.id).contains(first.id))
        #expect(listed.count == 19)
        #expect(lookup?.kind == .notFound)
    }

    @Test("an id nobody has is not found", arguments: adapters)
    func unknownTodo(storage: TodosStorage) async throws {
        let subject = try await Self.make(storage)
        _ = try await subject.todos.fetchTodos(ownerID: 1, policy: .fresh)
        let lookup = await Self.failure { () async throws(RepositoryError) in
            _ = try await subject.todos.fetchTodo(id: 9_999)
        }
        await subject.tearDown()

        #expect(lookup?.kind == .notFound)
    }

    @Test("offline, the local-first adapter keeps an edit and the server-only one refuses it, saying why")
    func offlineEdits() async throws {
        let localFirst = try await Self.make(.localFirst, isOffline: true)
        let kept = try await localFirst.todos.createTodo(ownerID: 1, title: "Offline")
        await localFirst.tearDown()
        let serverOnly = try await Self.make(.serverOnly, isOffline: true)
        let refused = await Self.failure { () async throws(RepositoryError) in
            _ = try await serverOnly.todos.createTodo(ownerID: 1, title: "Offline")
        }
        await serverOnly.tearDown()

        #expect(kept.title == "Offline")
        guard case .unreachable(let reason) = refused?.kind else {
            Issue.record("expected unreachable, got \(String(describing: refused))")
            return
        }
        #expect(reason.contains("server only") && reason.contains("go online"))
    }

    /// The error `call` threw, or `nil` when it succeeded.
    private static func failure(_ call: () async throws(RepositoryError) -> Void) async -> RepositoryError? {
        do {
            try await call()
            return nil
        } catch {
            return error
        }
    }
}
