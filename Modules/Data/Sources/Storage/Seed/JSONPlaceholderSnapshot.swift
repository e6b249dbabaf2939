import Foundation
import StrataDomain

/// The JSONPlaceholder dataset shipped inside StrataData (MIT, its LICENSE beside it in
/// `Resources/jsonplaceholder`), so a first run with no network still has 100 posts, 500 comments,
/// 10 users, 200 todos, and 100 albums of 5,000 photos to show.
struct JSONPlaceholderSnapshot: Sendable {
    /// The posts of the dataset, in its order.
    let posts: [Post]
    /// The comments of the dataset, in its order.
    let comments: [Comment]
    /// The users of the dataset, in its order.
    let users: [User]
    /// The todos of the dataset, with server ids; seeding records them as listed server ids, and local
    /// ids are given in order (on an empty store the same numbers, 1 to 200).
    let todos: [Todo]
    /// The albums of the dataset, in its order.
    let albums: [Album]
    /// The photos of the dataset, in its order, their addresses checked as a server's are.
    let photos: [Photo]

    private struct Dataset: Decodable {
        let posts: [PostDTO]
        let comments: [CommentDTO]
        let albums: [AlbumDTO]
        let photos: [PhotoDTO]
        let users: [UserDTO]
        let todos: [TodoDTO]
    }

    /// For tests that seed a small dataset; `bundled()` is the usual way in.
    init(
        posts: [Post], comments: [Comment], users: [User], todos: [Todo], albums: [Album] = [], photos: [Photo] = []
    ) {
        self.posts = posts
        self.comments = comments
        self.users = users
        self.todos = todos
        self.albums = albums
        self.photos = photos
    }

    /// Decodes a dataset in JSONPlaceholder's shape, albums and photos included; a photo whose address
    /// is no absolute http(s) URL makes the whole snapshot invalid, naming the photo and the field.
    init(json: Data) throws(StorageError) {
        let dataset: Dataset
        do {
            dataset = try JSONDecoder().decode(Dataset.self, from: json)
        } catch {
            throw .invalidSeed(detail: "\(error)")
        }
        var photos: [Photo] = []
        photos.reserveCapacity(dataset.photos.count)
        for photo in dataset.photos {
            do {
                photos.append(try photo.toDomain())
            } catch {
                throw .invalidSeed(detail: "photo \(photo.id): \(error)")
            }
        }
        self.init(
            posts: dataset.posts.map { $0.toDomain() },
            comments: dataset.comments.map { $0.toDomain() },
            users: dataset.users.map { $0.toDomain() },
            todos: dataset.todos.map { $0.toDomain() },
            albums: dataset.albums.map { $0.toDomain() },
            photos: photos
        )
    }

    /// The copy bundled with StrataData, read through `Bundle.module`.
    static func bundled() throws(StorageError) -> JSONPlaceholderSnapshot {
        guard let url = Bundle.module.url(forResource: "seed", withExtension: "json", subdirectory: "jsonplaceholder")
        else { throw .invalidSeed(detail: "jsonplaceholder/seed.json is missing from \(Bundle.module.bundlePath)") }
        do {
            return try JSONPlaceholderSnapshot(json: try Data(contentsOf: url))
        } catch let error as StorageError {
            throw error
        } catch {
            throw .invalidSeed(detail: "cannot read \(url.path): \(error.localizedDescription)")
        }
    }
}
