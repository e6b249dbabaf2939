import StrataData
import StrataTestSupport

@testable import StrataApp

/// A real container over a seeded in-memory store, pointed at the local server.
@MainActor
func makeTestContainer(server: TestServer, isOffline: Bool = false) async throws -> AppDIContainer {
    var configuration = AppConfiguration(baseURL: server.baseURL, timeout: .seconds(5))
    configuration.isOffline = isOffline
    let database = try await StrataDatabase.open(.inMemory).database
    return AppDIContainer(configuration: configuration, database: database)
}
