import Foundation
import StrataDomain
import StrataNetworking
import StrataTestSupport
import Testing

@testable import StrataData

/// `DataLayer.albums` against the local JSONPlaceholder server, and without it: real HTTP, real JSON,
/// the real store seeded from the bundled snapshot.
@Suite("Albums against the test server", .serialized)
struct AlbumsIntegrationTests {
    private func dataLayer(baseURL: URL, isOffline: Bool = false) async throws -> DataLayer {
        let database = try await StrataDatabase.open(.inMemory).database
        let client = HTTPClient(configuration: NetworkConfiguration(baseURL: baseURL, timeout: .seconds(60)))
        return DataLayer(
            database: database, client: client, isOffline: isOffline, now: Date.init, clock: ContinuousClock())
    }

    @Test("user 1's albums and album 1's photos come from the server, current, with their addresses")
    func online() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let albums = try await dataLayer(baseURL: server.baseURL).albums

        let list = try await albums.fetchAlbums(ownerID: 1, policy: .fresh)
        let photos = try await albums.fetchPhotos(albumID: 1, policy: .fresh)

        #expect(list.freshness == .current)
        #expect(list.value.map(\.id) == Array(1...10))
        #expect(photos.freshness == .current)
        #expect(photos.value.map(\.id) == Array(1...50))
        #expect(photos.value.first?.imageURL == URL(string: "https://via.placeholder.com/600/92c952"))
    }

    @Test("an album the server does not have is not found, though json-server lists its photos as []")
    func unknownAlbum() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let albums = try await dataLayer(baseURL: server.baseURL).albums

        await #expect(throws: RepositoryError.notFound.naming("GET /albums/9999")) {
            try await albums.fetchPhotos(albumID: 9999, policy: .fresh)
        }
    }

    @Test("with --offline, the bundled snapshot answers: user 1's albums and album 1's photos")
    func offlineFromSnapshot() async throws {
        let albums = try await dataLayer(baseURL: URL(string: "http://127.0.0.1:9")!, isOffline: true).albums

        let list = try await albums.fetchAlbums(ownerID: 1, policy: .fresh)
        let photos = try await albums.fetchPhotos(albumID: 1, policy: .fresh)

        #expect(list.value.map(\.id) == Array(1...10))
        #expect(photos.value.count == 50)
        #expect(photos.freshness == .offline(asOf: nil, cause: .unreachable(reason: "Offline mode")))
    }

    @Test("a server that went away leaves the copy it sent, marked offline")
    func fallbackAfterServerStops() async throws {
        let server = try TestServer.start()
        let layer = try await dataLayer(baseURL: server.baseURL)
        let fresh = try await layer.albums.fetchPhotos(albumID: 2, policy: .fresh)
        server.stop()

        let later = try await layer.albums.fetchPhotos(albumID: 2, policy: .fresh)

        #expect(later.value == fresh.value)
        guard case .offline(let asOf, let cause) = later.freshness else {
            Issue.record("expected an offline copy, got \(later.freshness)")
            return
        }
        #expect(asOf != nil)
        #expect(cause.request == "GET /albums/2/photos")
    }
}
