import Foundation
import StrataDomain

/// The JSONPlaceholder dataset shipped inside StrataData (MIT, its LICENSE beside it in
/// `Resources/jsonplaceholder`), so a first run with no network still has 100 posts, 500 comments,
/// 10 users and 200 todos to show.
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

    private struct Dataset: Decodable {
        let posts: [PostDTO]
        let comments: [CommentDTO]
        let users: [UserDTO]
        let todos: [TodoDTO]
    }

    /// For tests that seed a small dataset; `bundled()` is the usual way in.
    init(posts: [Post], comments: [Comment], users: [User], todos: [Todo]) {
        self.posts = posts
        self.comments = comments
        self.users = users
        self.todos = todos
    }

    /// Decodes a dataset in JSONPlaceholder's shape; extra collections such as photos are ignored.
    init(json: Data) throws(StorageError) {
        do {
            let dataset = try JSONDecoder().decode(Dataset.self, from: json)
            self.init(
                posts: dataset.posts.map { $0.toDomain() },
                comments: dataset.comments.map { $0.toDomain() },
                users: dataset.users.map { $0.toDomain() },
                todos: dataset.todos.map { $0.toDomain() }
            )
        } catch {
            throw .invalidSeed(detail: "\(error)")
        }
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
