import Foundation
import StrataDomain
import StrataNetworking
import Testing

@testable import StrataData

/// The read policy posts have, for albums and photos, against a real (in-memory) store and a fake
/// server: miss, fresh then stored, offline fallback with and without a copy, `--offline`, and lists
/// dated per server.
@Suite("OfflineFirstAlbumsRepository")
struct OfflineFirstAlbumsRepositoryTests {
    let clock = Date(timeIntervalSince1970: 1_700_000_000)
    let serverAlbums = [Album(id: 1, ownerID: 1, title: "one"), Album(id: 2, ownerID: 1, title: "two")]
    let serverPhotos = (1...3).map {
        Photo(
            id: $0, albumID: 1, title: "photo \($0)", imageURL: URL(string: "https://h.test/600/\($0)")!,
            thumbnailURL: URL(string: "https://h.test/150/\($0)")!)
    }

    func makeRepository(
        _ source: FakeAlbumsDataSource, database: StrataDatabase, server: ServerAddress = .example,
        isOffline: Bool = false, at date: Date? = nil
    ) -> OfflineFirstAlbumsRepository {
        let now = date ?? clock
        return OfflineFirstAlbumsRepository(
            remote: source, store: SQLiteAlbumsStore(database: database, server: server), server: server,
            reader: OfflineFirstReader(
                metadata: SQLiteCacheMetadataStore(database: database), isOffline: isOffline, now: { now }))
    }

    private var unreachable: NetworkError { .transport(TransportFailure(kind: .cannotConnect, detail: "")) }

    @Test("a stored read with nothing stored is a miss, not a network call")
    func cacheMiss() async throws {
        let source = FakeAlbumsDataSource(albums: serverAlbums, photos: serverPhotos)
        let repository = makeRepository(source, database: try await emptyStrataDatabase())

        await #expect(throws: RepositoryError.notFound) {
            try await repository.fetchAlbums(ownerID: 1, policy: .stored)
        }
        await #expect(throws: RepositoryError.notFound) {
            try await repository.fetchPhotos(albumID: 1, policy: .stored)
        }
        #expect(source.requestCount == 0)
    }

    @Test("a list the server sent empty shows empty offline, while one never fetched is still a miss")
    func emptyListsStayEmptyOffline() async throws {
        let database = try await emptyStrataDatabase()
        let online = makeRepository(FakeAlbumsDataSource(albums: serverAlbums), database: database)
        let offline = makeRepository(FakeAlbumsDataSource(), database: database, isOffline: true)

        let fetched = try await online.fetchAlbums(ownerID: 2, policy: .fresh)
        let shown = try await offline.fetchAlbums(ownerID: 2, policy: .fresh)
        let stored = try await offline.fetchAlbums(ownerID: 2, policy: .stored)

        #expect(fetched.value.isEmpty && shown.value.isEmpty && stored.value.isEmpty)
        #expect(shown.freshness == .offline(asOf: clock, cause: .unreachable(reason: "Offline mode")))
        await #expect(throws: RepositoryError.notFound) {
            try await offline.fetchAlbums(ownerID: 3, policy: .stored)
        }
    }

    @Test("a fresh read is saved, so the next stored read hits, with the time it was fetched")
    func freshThenStored() async throws {
        let source = FakeAlbumsDataSource(albums: serverAlbums, photos: serverPhotos)
        let repository = makeRepository(source, database: try await emptyStrataDatabase())

        let albums = try await repository.fetchAlbums(ownerID: 1, policy: .fresh)
        let photos = try await repository.fetchPhotos(albumID: 1, policy: .fresh)
        let storedAlbums = try await repository.fetchAlbums(ownerID: 1, policy: .stored)
        let storedPhotos = try await repository.fetchPhotos(albumID: 1, policy: .stored)

        #expect(albums.freshness == .current && photos.freshness == .current)
        #expect(storedAlbums.value == serverAlbums)
        #expect(storedPhotos.value == serverPhotos)
        #expect(storedAlbums.freshness == .stored(asOf: clock))
        #expect(storedPhotos.freshness == .stored(asOf: clock))
        #expect(source.requestCount == 2)
    }

    @Test("a server that cannot be reached leaves the stored copy, marked offline with the cause")
    func fallback() async throws {
        let database = try await emptyStrataDatabase()
        let online = makeRepository(
            FakeAlbumsDataSource(albums: serverAlbums, photos: serverPhotos), database: database)
        _ = try await online.fetchAlbums(ownerID: 1, policy: .fresh)
        _ = try await online.fetchPhotos(albumID: 1, policy: .fresh)
        let away = makeRepository(FakeAlbumsDataSource(failure: unreachable), database: database)

        let albums = try await away.fetchAlbums(ownerID: 1, policy: .fresh)
        let photos = try await away.fetchPhotos(albumID: 1, policy: .fresh)

        let cause = RepositoryError.unreachable(reason: "Cannot connect to the server")
        #expect(albums.value == serverAlbums)
        #expect(albums.freshness == .offline(asOf: clock, cause: cause.naming("GET /users/1/albums")))
        #expect(photos.value == serverPhotos)
        #expect(photos.freshness == .offline(asOf: clock, cause: cause.naming("GET /albums/1/photos")))
    }

    @Test("a failure with nothing stored is the server's error")
    func failureWithoutCopy() async throws {
        let source = FakeAlbumsDataSource(failure: .httpStatus(code: 503, body: Data()))
        let repository = makeRepository(source, database: try await emptyStrataDatabase())

        await #expect(throws: RepositoryError.serverFailure(status: 503).naming("GET /albums/7/photos")) {
            try await repository.fetchPhotos(albumID: 7, policy: .fresh)
        }
    }

    @Test("offline mode never calls the server; it answers from the store, or says no copy is stored")
    func offlineMode() async throws {
        let database = try await emptyStrataDatabase()
        _ = try await makeRepository(FakeAlbumsDataSource(albums: serverAlbums), database: database)
            .fetchAlbums(ownerID: 1, policy: .fresh)
        let source = FakeAlbumsDataSource(albums: serverAlbums, photos: serverPhotos)
        let offline = makeRepository(source, database: database, isOffline: true)

        let albums = try await offline.fetchAlbums(ownerID: 1, policy: .fresh)

        #expect(albums.value.map(\.id) == [1, 2])
        #expect(albums.freshness == .offline(asOf: clock, cause: .unreachable(reason: "Offline mode")))
        await #expect(
            throws: RepositoryError.unreachable(reason: "Offline mode, and no copy of it is stored on this device")
        ) { try await offline.fetchPhotos(albumID: 1, policy: .fresh) }
        #expect(source.requestCount == 0)
    }

    @Test("an album the server no longer has is not found, though the store keeps its photos")
    func notFoundIsNotMasked() async throws {
        let database = try await emptyStrataDatabase()
        _ = try await makeRepository(FakeAlbumsDataSource(photos: serverPhotos), database: database)
            .fetchPhotos(albumID: 1, policy: .fresh)
        let repository = makeRepository(FakeAlbumsDataSource(), database: database)

        await #expect(throws: RepositoryError.notFound.naming("GET /albums/1/photos")) {
            try await repository.fetchPhotos(albumID: 1, policy: .fresh)
        }
    }

    @Test("a fresh list replaces the stored one: an album the server dropped is gone")
    func freshReplaces() async throws {
        let database = try await emptyStrataDatabase()
        _ = try await makeRepository(FakeAlbumsDataSource(albums: serverAlbums), database: database)
            .fetchAlbums(ownerID: 1, policy: .fresh)
        _ = try await makeRepository(FakeAlbumsDataSource(albums: [serverAlbums[1]]), database: database)
            .fetchAlbums(ownerID: 1, policy: .fresh)

        let stored = try await makeRepository(FakeAlbumsDataSource(), database: database)
            .fetchAlbums(ownerID: 1, policy: .stored)

        #expect(stored.value == [serverAlbums[1]])
    }

    @Test("each server's list is its own: another server's answer neither shows nor dates this one's")
    func perServer() async throws {
        let database = try await emptyStrataDatabase()
        let other = ServerAddress(baseURL: URL(string: "http://other.test")!)
        let later = clock.addingTimeInterval(3600)
        _ = try await makeRepository(FakeAlbumsDataSource(albums: serverAlbums), database: database)
            .fetchAlbums(ownerID: 1, policy: .fresh)
        _ = try await makeRepository(
            FakeAlbumsDataSource(albums: [Album(id: 1, ownerID: 1, title: "elsewhere")]), database: database,
            server: other, at: later
        ).fetchAlbums(ownerID: 1, policy: .fresh)

        let here = try await makeRepository(FakeAlbumsDataSource(), database: database)
            .fetchAlbums(ownerID: 1, policy: .stored)

        #expect(here.value == serverAlbums)
        #expect(here.freshness == .stored(asOf: clock))
    }
}
