import Foundation
import StrataTestSupport
import Testing

@testable import StrataData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Kills a process that writes in a loop with SIGKILL, several times, and checks that the file is
/// sound and that every write the process reported as committed is still there.
@Suite("Durability under kill -9")
struct CrashDurabilityTests {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test("after kill -9 mid-write, integrity_check is ok and every reported write survived")
    func survivesKill() async throws {
        let path = directory.file().path
        var reported: [Int] = []

        for _ in 0..<3 {
            reported += try killWriter(at: path, afterReports: 40)
        }

        let database = try await StrataDatabase.open(.file(URL(fileURLWithPath: path)), seed: .none).database
        #expect(try await database.integrityCheck() == ["ok"])
        let stored = try await SQLiteTodosStore(database: database, server: .example).todos(ownerID: 1)
        let pendingIDs = Set(stored.filter { $0.todo.syncStatus != .synced }.map(\.todo.id))
        #expect(reported.count >= 120)
        #expect(
            Set(reported).subtracting(pendingIDs).isEmpty, "reported but lost: \(Set(reported).subtracting(pendingIDs))"
        )
        let operations = try await SQLiteTodoOutbox(database: database, server: .example).pendingOperations()
        #expect(Set(operations.map(\.todoID)) == pendingIDs)
    }

    /// Starts the writer, waits until it has reported `count` commits, kills it with SIGKILL, and returns
    /// every id it reported, including any still in the pipe when it died.
    private func killWriter(at path: String, afterReports count: Int) throws -> [Int] {
        let process = try ChildProcess.start(
            RepositoryPaths.builtExecutable(named: "StorageTorture").path, [path], stdout: .pipe)
        var received = process.readOutput(within: .seconds(300)) { read in
            read.count(where: { $0 == UInt8(ascii: "\n") }) >= count
        }
        process.send(SIGKILL)
        let rest = process.finish(within: .seconds(60))
        received.append(rest.out)

        #expect(rest.termination.endedBySignal, "the writer must die mid-loop, not finish")
        // Only whole lines are reports; a line cut short by the kill was never claimed as written.
        let lines = String(decoding: received, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.dropLast().compactMap { Int($0) }
    }
}
