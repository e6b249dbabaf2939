import Foundation
import StrataDomain
import StrataNetworking
import Testing

@testable import StrataData

/// Local-first todos and their outbox: edits land in the store at once, are sent in order when the
/// server can be reached, get the server's ids, and survive failures and restarts.
@Suite("Local-first todos and sync")
struct LocalFirstTodosSyncTests {
    @Test("edits are stored at once and sent in the order they were made")
    func sendsInOrder() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        try await SyncStack.offlineEdits(database) { repository in
            let todo = try await repository.createTodo(ownerID: 1, title: "Buy milk")
            let renamed = try await repository.renameTodo(todo, to: "Buy oat milk")
            _ = try await repository.setTodo(renamed, completed: true)
        }
        let stack = SyncStack(database, remote: remote)
        let pending = try await stack.repository.fetchTodos(ownerID: 1, policy: .stored)

        let report = await stack.sync.sync(.due)

        #expect(pending.value.map(\.syncStatus) == [.pending(lastError: nil)])
        #expect(remote.sent == ["create Buy milk", "patch 201 title=Buy oat milk", "patch 201 completed=true"])
        #expect(report == TodoSyncReport(outcome: .finished, sent: 3, pending: 0))
        let synced = try await stack.repository.fetchTodos(ownerID: 1, policy: .stored)
        #expect(synced.value.map(\.syncStatus) == [.synced])
        #expect(synced.value.map(\.title) == ["Buy oat milk"])
    }

    @Test("a failure stops the sync, keeps every operation with its reason, and a later sync sends them")
    func retriesAfterFailure() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.createTodo(ownerID: 1, title: "first")
            _ = try await repository.createTodo(ownerID: 1, title: "second")
        }
        let stack = SyncStack(database, remote: remote)
        remote.failNext(.httpStatus(code: 503, body: Data()))

        let attemptedAfter = Date()
        let failed = await stack.sync.sync(.due)
        let waiting = try await stack.outbox.pendingOperations()
        let retried = await stack.sync.sync(.everything)

        #expect(
            failed == TodoSyncReport(outcome: .stopped(.serverFailure(status: 503).naming("POST /todos")), pending: 2))
        #expect(waiting.first?.lastError == "POST /todos answered 503 Service Unavailable")
        // The stack's backoff waits an hour after a first failure, measured from the attempt.
        #expect(waiting.first?.nextAttemptAt ?? .distantPast >= attemptedAfter.addingTimeInterval(3600))
        #expect(retried.sent == 2)
        #expect(remote.sent == ["create first", "create second"])
    }

    @Test("the server's ids are kept: later edits go to the id the server assigned")
    func reconcilesServerIDs() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.createTodo(ownerID: 1, title: "one")
        }
        let stack = SyncStack(database, remote: remote)
        _ = await stack.sync.sync(.due)
        let local = try await stack.repository.fetchTodos(ownerID: 1, policy: .stored).value[0]

        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.setTodo(local, completed: true)
        }
        _ = await stack.sync.sync(.due)
        try await SyncStack.offlineEdits(database) { repository in
            try await repository.deleteTodo(try await repository.fetchTodo(id: local.id))
        }
        _ = await stack.sync.sync(.due)

        #expect(remote.sent == ["create one", "patch 201 completed=true", "delete 201"])
        await #expect(throws: RepositoryError.notFound) { try await stack.repository.fetchTodo(id: local.id) }
    }

    @Test("pending operations and their keys survive closing and reopening the database file")
    func survivesRestart() async throws {
        let directory = try TemporaryDirectory()
        let location = DatabaseLocation.file(directory.file())
        let keyBefore: String
        do {
            let database = try await StrataDatabase.open(location, seed: .none).database
            try await SyncStack.offlineEdits(database) { repository in
                _ = try await repository.createTodo(ownerID: 7, title: "survive")
            }
            keyBefore = try #require(try await SQLiteTodoOutbox(database: database).pendingOperations().first)
                .idempotencyKey
        }
        let reopened = try await StrataDatabase.open(location, seed: .none).database
        let remote = FakeTodosRemote()
        let stack = SyncStack(reopened, remote: remote)

        let before = try await stack.repository.fetchTodos(ownerID: 7, policy: .stored).value
        _ = await stack.sync.sync(.due)

        #expect(before.map(\.title) == ["survive"])
        #expect(before.map(\.syncStatus) == [.pending(lastError: nil)])
        #expect(remote.keys == [keyBefore])
        #expect(remote.sent == ["create survive"])
    }

    @Test("a fresh read merges the server's list into the store without losing local edits")
    func freshReadMerges() async throws {
        let remote = FakeTodosRemote(todos: [TodoDTO(userId: 1, id: 5, title: "from the server", completed: true)])
        let database = try await emptyStrataDatabase()
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.createTodo(ownerID: 1, title: "local")
        }

        let fetched = try await SyncStack(database, remote: remote, isOffline: false).repository.fetchTodos(
            ownerID: 1, policy: .fresh)

        #expect(Set(fetched.value.map(\.title)).isSuperset(of: ["from the server", "local"]))
        #expect(fetched.freshness == .current)
    }

    @Test("a server that fakes writes leaves a visible conflict: the todo shows what the server holds")
    func fakeWritesConflict() async throws {
        let remote = FakeTodosRemote(
            todos: [TodoDTO(userId: 1, id: 5, title: "kept", completed: false)], fakesWrites: true)
        let database = try await emptyStrataDatabase()
        let stack = SyncStack(database, remote: remote)
        let todo = try #require(try await stack.repository.fetchTodos(ownerID: 1, policy: .fresh).value.first)
        _ = await stack.sync.sync(.everything)
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.setTodo(todo, completed: true)
        }

        let report = await stack.sync.sync(.everything)
        let refreshed = try await stack.repository.fetchTodos(ownerID: 1, policy: .fresh).value

        #expect(report.sent == 1)
        #expect(refreshed.map(\.isCompleted) == [false])
        #expect(
            refreshed.map(\.syncStatus) == [.conflict(.changesNotKept(UnkeptChanges(title: nil, isCompleted: true)!))])
    }

    @Test("each sync's report reaches every stream that follows the syncs")
    func reportsAreBroadcast() async throws {
        let database = try await emptyStrataDatabase()
        try await SyncStack.offlineEdits(database) { repository in
            _ = try await repository.createTodo(ownerID: 1, title: "a")
        }
        let stack = SyncStack(database, remote: FakeTodosRemote())
        var first = stack.sync.reports().makeAsyncIterator()
        var second = stack.sync.reports().makeAsyncIterator()

        let report = await stack.sync.sync(.due)

        #expect(await first.next() == report)
        #expect(await second.next() == report)
        #expect(report.pending == 0)
    }

    @Test("offline, a sync sends nothing and says how much waits")
    func offline() async throws {
        let remote = FakeTodosRemote()
        let database = try await emptyStrataDatabase()
        let stack = SyncStack(database, remote: remote, isOffline: true)
        _ = try await stack.repository.createTodo(ownerID: 1, title: "later")

        let report = await stack.sync.sync(.everything)

        #expect(report == TodoSyncReport(outcome: .offline, pending: 1))
        #expect(remote.sent.isEmpty)
    }
}
