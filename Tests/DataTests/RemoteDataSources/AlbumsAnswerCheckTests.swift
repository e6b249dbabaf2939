import Foundation
import StrataDomain
import StrataNetworking
import Testing

@testable import StrataData

/// A hostile or broken server's albums and photos are refused where they are parsed, naming the
/// request and what was wrong; nothing of them reaches the store.
@Suite("Album and photo answers checked against their requests")
struct AlbumsAnswerCheckTests {
    private func source(_ json: String) -> HTTPAlbumsDataSource {
        HTTPAlbumsDataSource(
            client: HTTPClient(
                configuration: NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:9")!),
                transport: CannedTransport(json: json)))
    }

    private func failure<T>(_ call: () async throws(RequestFailure) -> T) async -> RequestFailure? {
        do {
            _ = try await call()
            return nil
        } catch {
            return error
        }
    }

    private static func photo(albumId: Int = 3, id: Int = 1, url: String = "https://via.placeholder.com/600/1")
        -> String
    {
        #"[{"albumId": \#(albumId), "id": \#(id), "title": "t", "url": "\#(url)", "thumbnailUrl": "https://h.test/1"}]"#
    }

    /// One photo listed twice, the same id both times.
    private static let twicePhoto7 =
        #"[{"albumId": 3, "id": 7, "title": "a", "url": "https://h.test/7", "thumbnailUrl": "https://h.test/7"}, "#
        + #"{"albumId": 3, "id": 7, "title": "b", "url": "https://h.test/7", "thumbnailUrl": "https://h.test/7"}]"#

    @Test(
        "albums of another user, and ids that are no ids, are refused",
        arguments: [
            (#"[{"userId": 4, "id": 1, "title": "t"}]"#, "the server answered an album of user 4 for user 3"),
            (
                #"[{"userId": 3, "id": 0, "title": "t"}]"#,
                "the server answered an album with the id 0, which is no album id"
            ),
            (
                #"[{"userId": 3, "id": -2, "title": "t"}]"#,
                "the server answered an album with the id -2, which is no album id"
            ),
            (
                #"[{"userId": 3, "id": 1, "title": "one"}, {"userId": 3, "id": 1, "title": "two"}]"#,
                "the server answered album 1 twice"
            ),
        ]
    )
    func refusedAlbums(json: String, reason: String) async {
        let source = source(json)

        let error = await failure { () async throws(RequestFailure) in try await source.fetchAlbums(userID: 3) }

        #expect(error == RequestFailure(request: "GET /users/3/albums", cause: .contradictingAnswer(reason)))
    }

    @Test(
        "photos of another album, ids that are no ids, and addresses that are no web addresses are refused",
        arguments: [
            (photo(albumId: 4), "the server answered a photo of album 4 for album 3"),
            (photo(id: 0), "the server answered a photo with the id 0, which is no photo id"),
            (twicePhoto7, "the server answered photo 7 twice"),
            (
                photo(url: "ftp://h.test/1"),
                "the server answered photo 1, but its url “ftp://h.test/1” is no absolute http or https URL"
            ),
            (
                photo(url: "javascript:alert(1)"),
                "the server answered photo 1, but its url “javascript:alert(1)” is no absolute http or https URL"
            ),
            (
                photo(url: "/600/1"),
                "the server answered photo 1, but its url “/600/1” is no absolute http or https URL"
            ),
        ]
    )
    func refusedPhotos(json: String, reason: String) async {
        let source = source(json)

        let error = await failure { () async throws(RequestFailure) in try await source.fetchPhotos(albumID: 3) }

        #expect(error == RequestFailure(request: "GET /albums/3/photos", cause: .contradictingAnswer(reason)))
    }

    @Test("a photo without its thumbnail address is a decoding failure naming the field")
    func missingField() async {
        let source = source(#"[{"albumId": 3, "id": 1, "title": "t", "url": "https://h.test/1"}]"#)

        let error = await failure { () async throws(RequestFailure) in try await source.fetchPhotos(albumID: 3) }

        guard case .network(.decoding(let decoding)) = error?.cause else {
            Issue.record("expected a decoding failure, got \(String(describing: error))")
            return
        }
        #expect(decoding.codingPath.contains("thumbnailUrl"))
        #expect(error?.request == "GET /albums/3/photos")
    }

    @Test("through the repository a hostile photo is invalid data naming the request, and nothing is stored")
    func nothingStored() async throws {
        let database = try await emptyStrataDatabase()
        let repository = OfflineFirstAlbumsRepository(
            remote: source(Self.photo(url: "file:///etc/passwd")),
            store: SQLiteAlbumsStore(database: database, server: .example), server: .example,
            reader: OfflineFirstReader(
                metadata: SQLiteCacheMetadataStore(database: database), isOffline: false, now: Date.init))

        await #expect(
            throws: RepositoryError(
                .invalidData(
                    reason: "the server answered photo 1, but its url “file:///etc/passwd” is no absolute http or "
                        + "https URL"),
                request: "GET /albums/3/photos")
        ) { try await repository.fetchPhotos(albumID: 3, policy: .fresh) }
        #expect(try await database.count("photos") == 0)
    }
}
