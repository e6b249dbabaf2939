import Foundation
import StrataDomain
import StrataNetworking
import StrataTestSupport
import Testing

@testable import StrataData

/// A process that stays (the terminal app) sends the edits a failed sync left pending by itself once
/// their backoff has passed, and says when; a command that ends never does.
@Suite("Resending pending edits when they are due", .serialized)
struct ResendWhenDueTests {
    private struct Subject {
        let data: DataLayer
        let transport: AwayServerTransport
        let server: TestServer
        /// Every report so far, in order.
        let reports: Locked<[TodoSyncReport]>
        let listening: Task<Void, Never>

        /// The first report after the first `skipping` that `matches`, or `nil` when none comes within a
        /// minute, however loaded the machine.
        func report(after skipping: Int = 0, where matches: (TodoSyncReport) -> Bool) async -> TodoSyncReport? {
            let end = ContinuousClock.now + .seconds(60)
            while ContinuousClock.now < end {
                if let found = reports.withLock({ $0.dropFirst(skipping).first(where: matches) }) { return found }
                try? await Task.sleep(for: .milliseconds(20))
            }
            return nil
        }

        /// Turns resending on and waits for the sync that starts with it, over nothing yet, to end:
        /// the edit that follows then has one sync of its own, with nothing racing it.
        func startResendingOverAnEmptyOutbox() async throws {
            data.backgroundTodoSync.startResending()
            let first = await report { _ in true }
            try #require(first?.pending == 0, "the first sync found nothing to send: \(String(describing: first))")
        }

        func tearDown() async {
            await data.backgroundTodoSync.finish(within: .seconds(10))
            listening.cancel()
            server.stop()
        }
    }

    private static func make() async throws -> Subject {
        let server = try TestServer.start(
            persistPath: FileManager.default.temporaryDirectory
                .appendingPathComponent("strata-resend-\(UUID().uuidString).json").path)
        let transport = AwayServerTransport()
        let database = try await StrataDatabase.open(.inMemory, seed: .none).database
        let data = DataLayer(
            database: database,
            client: HTTPClient(
                configuration: NetworkConfiguration(baseURL: server.baseURL, timeout: .seconds(10)),
                transport: transport),
            isOffline: false, now: Date.init, clock: ContinuousClock())
        let reports = Locked<[TodoSyncReport]>([])
        let stream = data.todoSync.reports()
        let listening = Task {
            for await report in stream { reports.withLock { $0.append(report) } }
        }
        return Subject(data: data, transport: transport, server: server, reports: reports, listening: listening)
    }

    @Test("edits made while the server is away are sent once it answers again, not before their backoff")
    func resendsWhenTheServerIsBack() async throws {
        let subject = try await Self.make()
        try await subject.startResendingOverAnEmptyOutbox()
        _ = try await subject.data.todos.createTodo(ownerID: 1, title: "made while away")

        let stopped = await subject.report { $0.pending == 1 }
        subject.transport.setAway(false)
        let resent = await subject.report { $0.sent == 1 }
        await subject.tearDown()

        let failure = try #require(stopped, "a sync ran and stopped on the missing server")
        guard case .stopped = failure.outcome else {
            Issue.record("expected a stopped sync, got \(failure)")
            return
        }
        let promised = try #require(failure.nextAttempt, "the report says when the next try is")
        let success = try #require(resent, "a sync came by itself")
        #expect(success.outcome == .finished && success.pending == 0, "\(success)")
        #expect(success.nextAttempt == nil, "nothing is left to try")
        let lastWrite = try #require(subject.transport.writeTimes.last)
        #expect(lastWrite >= promised.addingTimeInterval(-0.5), "not sent before the promised time")
    }

    @Test("while the server stays away, each try waits longer than the last, and says when the next is")
    func backsOffWhileAway() async throws {
        let subject = try await Self.make()
        try await subject.startResendingOverAnEmptyOutbox()
        _ = try await subject.data.todos.createTodo(ownerID: 1, title: "made while away")

        let first = await subject.report { $0.pending == 1 }
        let count = subject.reports.withLock { $0.count }
        let second = await subject.report(after: count) { $0.pending == 1 }
        await subject.tearDown()

        let earlier = try #require(first?.nextAttempt)
        let later = try #require(second?.nextAttempt, "the server still away, another try is promised")
        #expect(later.timeIntervalSince(earlier) >= 3.5, "the second wait (4 s) is longer than the first (2 s)")
    }

    @Test("a command that ends promises no try of its own, and starts none")
    func commandsDoNotResend() async throws {
        let subject = try await Self.make()
        _ = try await subject.data.todos.createTodo(ownerID: 1, title: "made while away")

        let stopped = await subject.report { $0.pending == 1 }
        await subject.tearDown()

        #expect(try #require(stopped).nextAttempt == nil)
    }
}
