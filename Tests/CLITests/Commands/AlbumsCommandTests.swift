import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// A user's albums and an album's photos through `strata open`, from the server and from the bundled
/// snapshot, as text and as JSON.
@MainActor
@Suite("strata open albums and photos", .serialized)
struct AlbumsCommandTests {
    @Test("a user's albums list each album with its id, from the server")
    func albumsOnline() async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let run = await strata("open", "users/1/albums", "--base-url", server.baseURL.absoluteString)

        #expect(run.status == .success, "\(run.err)")
        #expect(run.out.hasPrefix("Albums of user 1\n"))
        #expect(run.out.contains(" 1  Quidem molestiae enim"))
        #expect(run.out.contains("10  Distinctio laborum qui"))
        #expect(!run.out.contains("11  "))
    }

    @Test("an album's photos list each photo with the address of its image, offline from the snapshot")
    func photosOffline() async throws {
        let run = await strata("open", "albums/1/photos", "--offline", "--db", ":memory:")

        #expect(run.status == .success, "\(run.err)")
        #expect(run.out.contains("Accusamus beatae ad facilis cum similique qui sunt"))
        #expect(run.out.contains("https://via.placeholder.com/600/92c952"))
        #expect(run.out.split(separator: "\n").filter { $0.contains("https://") }.count == 50)
    }

    @Test("--json prints the album's photos as the source has them, and FIELDS picks from each photo")
    func photosJSON() async throws {
        let run = await strata("open", "albums/2/photos", "--offline", "--db", ":memory:", "--json", "id,url")
        let photos = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [[String: Any]])

        #expect(run.status == .success, "\(run.err)")
        #expect(photos.count == 50)
        #expect(photos.first?["id"] as? Int == 51)
        #expect(photos.first.map { Set($0.keys) } == ["id", "url"])
    }

    @Test("--json of a user's albums names the user and each album's owner")
    func albumsJSON() async throws {
        let run = await strata("open", "users/3/albums", "--offline", "--db", ":memory:", "--json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let albums = try #require(document["albums"] as? [[String: Any]])

        #expect(document["screen"] as? String == "user-albums")
        #expect(document["userId"] as? Int == 3)
        #expect(albums.map { $0["id"] as? Int } == Array(21...30))
        #expect(albums.allSatisfy { $0["userId"] as? Int == 3 })
    }

    @Test(
        "what does not exist exits 1 and names it, never an empty list",
        arguments: [("users/99/albums", "User 99 does not exist"), ("albums/999/photos", "Album 999 does not exist")]
    )
    func missing(route: String, message: String) async throws {
        let server = try TestServer.start()
        defer { server.stop() }

        let run = await strata("open", route, "--base-url", server.baseURL.absoluteString)

        #expect(run.status == .failure)
        #expect(run.err.contains(message), "\(run.err)")
    }

    @Test("--json FIELDS refuses a field albums do not have, naming the fields they do have")
    func unknownAlbumField() async throws {
        let run = await strata("open", "users/1/albums", "--offline", "--db", ":memory:", "--json", "url")

        #expect(run.status == .usage)
        #expect(run.err.contains("id, userId, title"), "\(run.err)")
    }
}
