import Foundation
import StrataDomain

/// Small, readable domain values for tests that do not need the whole dataset.
public enum Fixtures {
    public static func post(id: Post.ID = 1, authorID: User.ID = 1, title: String = "a title") -> Post {
        Post(id: id, authorID: authorID, title: title, body: "first line\nsecond line")
    }

    public static func posts(_ ids: ClosedRange<Int>) -> [Post] {
        ids.map { Post(id: $0, authorID: 1, title: "post \($0)", body: "body \($0)") }
    }

    public static func comment(id: Comment.ID = 1, postID: Post.ID = 1) -> Comment {
        Comment(id: id, postID: postID, title: "comment \(id)", authorEmail: "reader\(id)@example.com", body: "nice")
    }

    public static func album(id: Album.ID = 1, ownerID: User.ID = 1) -> Album {
        Album(id: id, ownerID: ownerID, title: "album \(id)")
    }

    public static func photo(id: Photo.ID = 1, albumID: Album.ID = 1) -> Photo {
        Photo(
            id: id, albumID: albumID, title: "photo \(id)",
            imageURL: URL(string: "https://images.example/600/\(id)")!,
            thumbnailURL: URL(string: "https://images.example/150/\(id)")!)
    }

    public static func user(id: User.ID = 1) -> User {
        User(
            id: id,
            name: "Leanne Graham",
            username: "Bret",
            email: "Sincere@april.biz",
            phone: "1-770-736-8031 x56442",
            website: "hildegard.org",
            address: Address(
                street: "Kulas Light",
                suite: "Apt. 556",
                city: "Gwenborough",
                zipcode: "92998-3874",
                coordinate: GeoCoordinate(latitude: -37.3159, longitude: 81.1496)
            ),
            company: Company(name: "Romaguera-Crona", catchPhrase: "Multi-layered", business: "harness")
        )
    }
}
