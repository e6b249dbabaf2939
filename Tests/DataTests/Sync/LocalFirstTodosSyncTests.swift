import Foundation
import StrataDomain
import StrataNetworking
import Testing

@testable import StrataData

/// Local-first todos and their outbox: edits land in the store at once, are sent in order when the
/// server can be reached, get the server's ids, survive failures and restarts.
@Suite("Local-first todos and sync")
struct LocalFirstTodosSyncTests {
    private struct Stack {
        let repository: LocalFirstTodosRepository
        let synchronizer: TodosSynchronizer
        let outbox: SQLiteTodoOutbox
    }

    private func makeStack(_ database: StrataDatabase, remote: FakeTodosRemote, isOffline: Bool = false) -> Stack {
        let outbox = SQLiteTodoOutbox(database: database)
        let synchronizer = TodosSynchronizer(outbox: outbox, remote: remote, isOffline: isOffline, now: Date.init)
        let repository = LocalFirstTodosRepository(
            store: SQLiteTodosStore(database: database),
            remote: remote,
            synchronizer: synchronizer,
            reader: OfflineFirstReader(
                metadata: SQLiteCacheMetadataStore(database: database), isOffline: isOffline, now: Date.init),
            now: Date.init
        )
        return Stack(repository: repository, synchronizer: synchronizer, outbox: outbox)
    }

    @Test("edits are stored at once and sent in the order they were made")
    func sendsInOrder() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        let stack = makeStack(database, remote: remote, isOffline: true)
        let todo = try await stack.repository.createTodo(ownerID: 1, title: "Buy milk")
        let renamed = try await stack.repository.renameTodo(todo, to: "Buy oat milk")
        _ = try await stack.repository.setTodo(renamed, completed: true)
        let pending = try await stack.repository.fetchTodos(ownerID: 1, policy: .stored)

        let online = makeStack(database, remote: remote)
        let report = await online.synchronizer.sync(.due)

        #expect(pending.value.map(\.syncStatus) == [.pending(lastError: nil)])
        #expect(remote.sent == ["create Buy milk", "patch 201 title=Buy oat milk", "patch 201 completed=true"])
        #expect(report == TodoSyncReport(outcome: .finished, sent: 3, pending: 0))
        let synced = try await online.repository.fetchTodos(ownerID: 1, policy: .stored)
        #expect(synced.value.map(\.syncStatus) == [.synced])
        #expect(synced.value.map(\.title) == ["Buy oat milk"])
    }

    @Test("a failure stops the sync, keeps the operation with its reason, and a later sync sends it")
    func retriesAfterFailure() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        let offline = makeStack(database, remote: remote, isOffline: true)
        _ = try await offline.repository.createTodo(ownerID: 1, title: "first")
        _ = try await offline.repository.createTodo(ownerID: 1, title: "second")
        let stack = makeStack(database, remote: remote)
        remote.failNext(.httpStatus(code: 503, body: Data()))

        let failed = await stack.synchronizer.sync(.due)
        let waiting = try await stack.outbox.pendingOperations()
        let retried = await stack.synchronizer.sync(.everything)

        #expect(failed.sent == 0)
        #expect(failed.pending == 2)
        #expect(failed.outcome == .stopped(.serverFailure(status: 503)))
        #expect(waiting.first?.attempts == 1)
        #expect(waiting.first?.nextAttemptAt ?? .distantPast > Date())
        #expect(retried.sent == 2)
        #expect(remote.sent == ["create first", "create second"])
    }

    @Test("the server's ids are kept: later edits go to the id the server assigned")
    func reconcilesServerIDs() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        let stack = makeStack(database, remote: remote)
        _ = try await stack.repository.createTodo(ownerID: 1, title: "one")
        await stack.synchronizer.sync(.due)
        let local = try await stack.repository.fetchTodos(ownerID: 1, policy: .stored).value[0]

        _ = try await stack.repository.setTodo(local, completed: true)
        await stack.synchronizer.sync(.due)
        try await stack.repository.deleteTodo(try await stack.repository.fetchTodo(id: local.id))
        await stack.synchronizer.sync(.due)

        #expect(remote.sent == ["create one", "patch 201 completed=true", "delete 201"])
        await #expect(throws: RepositoryError.notFound) { try await stack.repository.fetchTodo(id: local.id) }
    }

    @Test("pending operations survive closing and reopening the database file")
    func survivesRestart() async throws {
        let directory = try TemporaryDirectory()
        let location = DatabaseLocation.file(directory.file())
        do {
            let database = try await StrataDatabase.open(location, seed: .none).database
            _ = try await makeStack(database, remote: FakeTodosRemote(), isOffline: true).repository
                .createTodo(ownerID: 7, title: "survive")
        }
        let reopened = try await StrataDatabase.open(location, seed: .none).database
        let remote = FakeTodosRemote()
        let stack = makeStack(reopened, remote: remote)

        let before = try await stack.repository.fetchTodos(ownerID: 7, policy: .stored).value
        await stack.synchronizer.sync(.due)

        #expect(before.map(\.title) == ["survive"])
        #expect(before.map(\.syncStatus) == [.pending(lastError: nil)])
        #expect(remote.sent == ["create survive"])
    }

    @Test("a fresh read merges the server's list into the store without losing local edits")
    func freshReadMerges() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        _ = try await remote.createTodo(TodoDraftDTO(userId: 1, title: "from the server", completed: true))
        _ = try await makeStack(database, remote: remote, isOffline: true).repository.createTodo(
            ownerID: 1, title: "local")

        let fetched = try await makeStack(database, remote: remote).repository.fetchTodos(ownerID: 1, policy: .fresh)

        #expect(Set(fetched.value.map(\.title)) == ["from the server", "local"])
        #expect(fetched.freshness == .current)
    }

    @Test("an edit the server refuses for good is dropped from the queue and does not block later edits")
    func permanentRefusalDoesNotBlock() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        try await SQLiteTodosStore(database: database).saveServerTodos([
            Todo(id: 5, ownerID: 1, title: "gone", isCompleted: false)
        ])
        let offline = makeStack(database, remote: remote, isOffline: true)
        _ = try await offline.repository.setTodo(try await offline.repository.fetchTodo(id: 5), completed: true)
        _ = try await offline.repository.createTodo(ownerID: 1, title: "after")

        let report = await makeStack(database, remote: remote).synchronizer.sync(.due)

        #expect(report == TodoSyncReport(outcome: .finished, sent: 1, rejected: 1, pending: 0))
        #expect(remote.sent == ["create after"])
        #expect(try await offline.repository.fetchTodo(id: 5).isCompleted, "the local value is kept")
    }

    @Test("a creation the server refuses for good is dropped once, and later edits of that todo are not sent")
    func refusedCreationEndsTheSync() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        let offline = makeStack(database, remote: remote, isOffline: true)
        let refused = try await offline.repository.createTodo(ownerID: 1, title: "refused")
        _ = try await offline.repository.setTodo(refused, completed: true)
        _ = try await offline.repository.createTodo(ownerID: 1, title: "accepted")
        remote.failNext(.httpStatus(code: 422, body: Data()))

        let report = await makeStack(database, remote: remote).synchronizer.sync(.due)

        #expect(report == TodoSyncReport(outcome: .finished, sent: 2, rejected: 1, pending: 0))
        #expect(remote.sent == ["create accepted"])
        #expect(try await offline.repository.fetchTodo(id: refused.id).isCompleted, "the local todo is kept")
    }

}
