import Foundation
import StrataDomain
import Testing

@testable import StrataData
@testable import StrataSQLite

/// Albums and photos are kept per server: one server's album never shows as another's, and each list
/// is replaced whole.
@Suite("SQLiteAlbumsStore")
struct SQLiteAlbumsStoreTests {
    private let other = ServerAddress(baseURL: URL(string: "http://other.test/api")!)

    private static func photo(_ id: Int, album: Int, title: String = "p") -> Photo {
        Photo(
            id: id, albumID: album, title: title, imageURL: URL(string: "https://h.test/600/\(id)")!,
            thumbnailURL: URL(string: "https://h.test/150/\(id)")!)
    }

    @Test("a list replaced whole drops what the source no longer lists, and keeps other owners' albums")
    func replacesAlbums() async throws {
        let store = SQLiteAlbumsStore(database: try await emptyStrataDatabase(), server: .example)
        try await store.replaceAlbums(
            [Album(id: 1, ownerID: 1, title: "a"), Album(id: 2, ownerID: 1, title: "b")], ofOwner: 1)
        try await store.replaceAlbums([Album(id: 3, ownerID: 2, title: "c")], ofOwner: 2)

        try await store.replaceAlbums([Album(id: 2, ownerID: 1, title: "b, renamed")], ofOwner: 1)

        #expect(try await store.albums(ofOwner: 1) == [Album(id: 2, ownerID: 1, title: "b, renamed")])
        #expect(try await store.albums(ofOwner: 2).map(\.id) == [3])
    }

    @Test("photos come back by id with their addresses, and a replaced album drops the photos it lost")
    func replacesPhotos() async throws {
        let store = SQLiteAlbumsStore(database: try await emptyStrataDatabase(), server: .example)
        try await store.replacePhotos([Self.photo(2, album: 1), Self.photo(1, album: 1)], ofAlbum: 1)
        try await store.replacePhotos([Self.photo(3, album: 2)], ofAlbum: 2)

        let first = try await store.photos(ofAlbum: 1)
        try await store.replacePhotos([Self.photo(2, album: 1, title: "new")], ofAlbum: 1)

        #expect(first == [Self.photo(1, album: 1), Self.photo(2, album: 1)])
        #expect(try await store.photos(ofAlbum: 1) == [Self.photo(2, album: 1, title: "new")])
        #expect(try await store.photos(ofAlbum: 2).map(\.id) == [3])
    }

    @Test("another server's albums and photos with the same ids are kept apart")
    func perServer() async throws {
        let database = try await emptyStrataDatabase()
        let here = SQLiteAlbumsStore(database: database, server: .example)
        let there = SQLiteAlbumsStore(database: database, server: other)
        try await here.replaceAlbums([Album(id: 1, ownerID: 1, title: "here")], ofOwner: 1)
        try await here.replacePhotos([Self.photo(1, album: 1, title: "here")], ofAlbum: 1)

        let beforeThere = try await there.albums(ofOwner: 1)
        try await there.replaceAlbums([Album(id: 1, ownerID: 1, title: "there")], ofOwner: 1)
        try await there.replacePhotos([Self.photo(1, album: 1, title: "there")], ofAlbum: 1)

        #expect(beforeThere.isEmpty)
        #expect(try await here.albums(ofOwner: 1).map(\.title) == ["here"])
        #expect(try await there.albums(ofOwner: 1).map(\.title) == ["there"])
        #expect(try await here.photos(ofAlbum: 1).map(\.title) == ["here"])
        #expect(try await there.photos(ofAlbum: 1).map(\.title) == ["there"])
    }

    @Test("a stored address that is no web address is an unexpected value naming the column, never a trap")
    func damagedAddress() async throws {
        let database = try await emptyStrataDatabase()
        let store = SQLiteAlbumsStore(database: database, server: .example)
        try await store.replacePhotos([Self.photo(1, album: 1)], ofAlbum: 1)
        try await database.write { connection in
            try connection.run("UPDATE photos SET thumbnail_url = 'javascript:alert(1)'")
        }

        let error = await storageError { () async throws(StorageError) in try await store.photos(ofAlbum: 1) }

        #expect(
            error
                == .unexpectedValue(
                    column: "photos.thumbnail_url", expected: "an absolute http or https URL",
                    found: "javascript:alert(1)"))
    }
}
