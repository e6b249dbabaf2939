import Foundation
import StrataDomain
import StrataNetworking
import Testing

@testable import StrataData

/// Who is signed in, kept in the store across opens of the same file.
@Suite("StoredSessionRepository")
struct StoredSessionRepositoryTests {
    @Test("a sign-in is remembered across opens of the store, and a sign-out forgets it")
    func remembersAcrossRuns() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-session-\(UUID().uuidString).sqlite3")
        defer { try? FileManager.default.removeItem(at: file) }

        let first = StoredSessionRepository(database: try await StrataDatabase.open(.file(file), seed: .none).database)
        let before = try await first.signedInUserID()
        try await first.remember(signedInUserID: 3)
        try await first.remember(signedInUserID: 7)
        let second = StoredSessionRepository(database: try await StrataDatabase.open(.file(file), seed: .none).database)
        let afterRestart = try await second.signedInUserID()
        try await second.remember(signedInUserID: nil)
        let afterSignOut = try await second.signedInUserID()

        #expect(before == nil)
        #expect(afterRestart == 7)
        #expect(afterSignOut == nil)
    }

    @Test("restoring gives the remembered user from the local copy, and forgets one the store no longer has")
    func restores() async throws {
        let database = try await StrataDatabase.open(.inMemory, seed: .bundledSnapshot).database
        let data = DataLayer(
            database: database,
            client: HTTPClient(configuration: NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:1")!)),
            isOffline: true, now: Date.init, clock: ContinuousClock())
        let session = data.session
        let users = data.users

        try await session.remember(signedInUserID: 2)
        let restored = await DefaultRestoreSessionUseCase(session: session, users: users).execute()
        try await session.remember(signedInUserID: 999)
        let unknown = await DefaultRestoreSessionUseCase(session: session, users: users).execute()

        #expect(restored?.name == "Ervin Howell")
        #expect(unknown == nil)
        #expect(try await session.signedInUserID() == nil)
    }
}
