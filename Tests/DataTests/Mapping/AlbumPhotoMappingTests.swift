import Foundation
import StrataDomain
import StrataTestSupport
import Testing

@testable import StrataData

/// Every album and photo of the real dataset maps field by field, and a photo address the domain must
/// not take is an error naming its field, never a photo and never a trap.
@Suite("Album and photo mapping")
struct AlbumPhotoMappingTests {
    private let raw: [String: [[String: Any]]]
    private let dataset: Dataset

    private struct Dataset: Decodable {
        let albums: [AlbumDTO]
        let photos: [PhotoDTO]
    }

    init() throws {
        let data = try Data(contentsOf: RepositoryPaths.jsonPlaceholderData)
        raw = try #require(JSONSerialization.jsonObject(with: data) as? [String: [[String: Any]]])
        dataset = try JSONDecoder().decode(Dataset.self, from: data)
    }

    @Test("all 100 albums map field by field")
    func mapsAlbums() {
        let albums = dataset.albums.map { $0.toDomain() }
        #expect(albums.count == 100)
        for (album, record) in zip(albums, raw["albums"]!) {
            #expect(album.id == record["id"] as? Int)
            #expect(album.ownerID == record["userId"] as? Int)
            #expect(album.title == record["title"] as? String)
        }
    }

    @Test("all 5000 photos map field by field, their addresses kept as sent")
    func mapsPhotos() throws {
        let photos = try dataset.photos.map { photo throws(InvalidAddress) in try photo.toDomain() }
        #expect(photos.count == 5000)
        for (photo, record) in zip(photos, raw["photos"]!) {
            #expect(photo.id == record["id"] as? Int)
            #expect(photo.albumID == record["albumId"] as? Int)
            #expect(photo.title == record["title"] as? String)
            #expect(photo.imageURL.absoluteString == record["url"] as? String)
            #expect(photo.thumbnailURL.absoluteString == record["thumbnailUrl"] as? String)
        }
    }

    @Test(
        "an address that is no absolute http or https URL is an error naming the field",
        arguments: [
            "ftp://example.test/a.png", "javascript:alert(1)", "file:///etc/passwd", "/600/92c952", "600/92c952",
            "", " ", "https://", "http:example.test", "https:///600", "data:image/png;base64,AAAA",
            "mailto:someone@example.test", "https://exa mple.test/a", "//example.test/a.png",
        ]
    )
    func refusesAddress(text: String) {
        let good = "https://via.placeholder.com/150/92c952"
        let badImage = PhotoDTO(albumId: 1, id: 1, title: "t", url: text, thumbnailUrl: good)
        let badThumbnail = PhotoDTO(albumId: 1, id: 1, title: "t", url: good, thumbnailUrl: text)

        #expect(throws: InvalidAddress(field: "url", text: text)) { try badImage.toDomain() }
        #expect(throws: InvalidAddress(field: "thumbnailUrl", text: text)) { try badThumbnail.toDomain() }
    }

    @Test("http and https addresses are taken in any case of the scheme, with ports, paths and queries")
    func takesWebAddresses() throws {
        for text in ["http://127.0.0.1:3000/a.png", "HTTPS://Example.test/600/92c952?size=large#top"] {
            let photo = try PhotoDTO(albumId: 2, id: 3, title: "t", url: text, thumbnailUrl: text).toDomain()
            #expect(photo.imageURL.absoluteString == text)
            #expect(photo.thumbnailURL.absoluteString == text)
        }
    }

    @Test("the message names the field and cuts a long value")
    func message() {
        let long = "ftp://" + String(repeating: "a", count: 500)

        let text = InvalidAddress(field: "thumbnailUrl", text: long).description

        #expect(text.hasPrefix("its thumbnailUrl “ftp://aaa"))
        #expect(text.hasSuffix("…” is no absolute http or https URL"))
        #expect(text.count < 140, "80 characters of the value, not 500")
    }
}
