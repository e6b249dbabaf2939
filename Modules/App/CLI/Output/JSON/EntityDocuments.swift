import Foundation
import StrataDomain
import StrataPresentation

/// A post as `--json` prints it: the source's fields, under the source's names.
struct PostDocument: FieldSelectable {
    static let phrase = "a post"

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, userId, title, body
    }

    let id: Int
    let userId: Int
    let title: String
    let body: String

    init(_ post: Post) {
        id = post.id
        userId = post.authorID
        title = post.title
        body = post.body
    }
}

/// A comment as `--json` prints it.
struct CommentDocument: FieldSelectable {
    static let phrase = "a comment"

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, postId, name, email, body
    }

    let id: Int
    let postId: Int
    let name: String
    let email: String
    let body: String

    init(_ comment: Comment) {
        id = comment.id
        postId = comment.postID
        name = comment.title
        email = comment.authorEmail
        body = comment.body
    }
}

/// A user as `--json` prints it: the username without "@", coordinates as numbers.
struct UserDocument: FieldSelectable {
    static let phrase = "a user"

    struct Address: Encodable {
        struct Geo: Encodable {
            let lat: Double
            let lng: Double
        }

        let street: String
        let suite: String
        let city: String
        let zipcode: String
        /// `null` when the source had no valid coordinate.
        @Nullable var geo: Geo?
    }

    struct Company: Encodable {
        let name: String
        let catchPhrase: String
        let bs: String
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, username, email, phone, website, address, company
    }

    let id: Int
    let name: String
    let username: String
    let email: String
    let phone: String
    let website: String
    let address: Address
    let company: Company

    init(_ user: User) {
        id = user.id
        name = user.name
        username = user.username
        email = user.email
        phone = user.phone
        website = user.website
        let place = user.address
        address = Address(
            street: place.street, suite: place.suite, city: place.city, zipcode: place.zipcode,
            geo: place.coordinate.map { Address.Geo(lat: $0.latitude, lng: $0.longitude) })
        company = Company(name: user.company.name, catchPhrase: user.company.catchPhrase, bs: user.company.business)
    }
}

/// A todo as every `--json` output prints it, `open` and `todos` alike.
struct TodoDocument: FieldSelectable {
    static let phrase = "a todo"

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, userId, title, completed, sync, syncDetail
    }

    let id: Int
    let userId: Int
    let title: String
    let completed: Bool
    /// `synced`, `pending`, `rejected` or `conflict`.
    let sync: String
    /// The last failure of a pending change, the server's reason for a rejected one, or what the server
    /// did not keep of a conflict; `null` otherwise.
    @Nullable var syncDetail: String?

    init(_ todo: Todo) {
        id = todo.id
        userId = todo.ownerID
        title = todo.title
        completed = todo.isCompleted
        sync = SyncStatusText.name(of: todo.syncStatus)
        syncDetail = SyncStatusText.detail(of: todo.syncStatus)
    }
}

/// How current a document's data is: `server` (just fetched), `store` (the local copy, from `asOf`)
/// or `snapshot` (the bundled dataset); `offline` says the server could not be reached, and why.
struct FreshnessDocument: Encodable {
    let source: String
    @Nullable var asOf: Date?
    let offline: Bool
    @Nullable var cause: String?

    init(_ freshness: Freshness) {
        switch freshness {
        case .current: (source, asOf, offline, cause) = ("server", nil, false, nil)
        case .stored(let date): (source, asOf, offline, cause) = (date == nil ? "snapshot" : "store", date, false, nil)
        case .offline(let date, let error):
            (source, asOf, offline, cause) = (date == nil ? "snapshot" : "store", date, true, Self.describe(error))
        }
    }

    private static func describe(_ error: RepositoryError) -> String {
        switch error.kind {
        case .unreachable(let reason), .rejected(let reason), .invalidData(let reason), .storageFailure(let reason):
            reason
        case .timedOut: "timed out"
        case .serverFailure(let status): "HTTP \(status)"
        case .notFound: "not found"
        case .cancelled: "cancelled"
        }
    }
}

/// A part of a screen that did not load, or why a command failed, with the request that failed.
struct ProblemDocument: Encodable {
    /// "author", "comments", or the command.
    let part: String
    let message: String
    /// "GET /posts/3/comments"; `null` when the failure was not a request.
    @Nullable var request: String?
}

extension ProblemDocument {
    /// The part of a screen that did not load, and why.
    init(part: String, _ error: ErrorViewModel) {
        self.init(part: part, message: error.message, request: error.request)
    }
}
