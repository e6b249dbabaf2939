import Foundation
import StrataData
import StrataDomain
import StrataJSON
import StrataNetworking
import StrataPresentation

/// Every case of the suite, built from the p.
///
/// Before a decode or end-to-end case is timed, its two variants are run once and must produce equal
/// results, so a fast but wrong decoder can never post a good figure. (A mapping case compares two
/// different jobs, so there is nothing to agree on.)
enum BenchmarkSuite {
    /// Why a case was not run: its variants disagree.
    struct Disagreement: Error, CustomStringConvertible {
        let description: String
    }

    /// The payloads by role, so the suite reads as a list of comparisons.
    struct Payloads {
        let posts: Payload
        let comments: Payload
        let users: Payload
        let todos: Payload
        let photos: Payload
        let manyPosts: Payload
        let manyUsers: Payload
        let smallPosts: Payload
        let smallEscapedPosts: Payload
        let singleUser: Payload
        let issues: Payload
    }

    /// A case not built yet: building runs both variants once to check they agree, which only the
    /// cases a run selects should pay for.
    struct PendingCase {
        let name: String
        let build: () throws -> BenchmarkCase

        init(_ kind: BenchmarkCase.Kind, _ payload: Payload, build: @escaping () throws -> BenchmarkCase) {
            name = "\(kind.rawValue) \(payload.name)"
            self.build = build
        }
    }

    /// The cases whose name contains `filter` (case-insensitive), or all of them, built. Unless
    /// `checked` is false, each decode and end-to-end case runs its variants once first and must see
    /// them agree; a first-decode measurement turns that off, since it would decode before it.
    static func cases(_ payloads: Payloads, matching filter: String?, checked: Bool = true) throws -> [BenchmarkCase] {
        try pending(payloads, checked: checked).filter {
            filter.map($0.name.localizedCaseInsensitiveContains) ?? true
        }.map { try $0.build() }
    }

    private static func pending(_ p: Payloads, checked: Bool) -> [PendingCase] {
        func decode<Value: Decodable & Equatable>(
            _ type: Value.Type, _ payload: Payload, checksum: @escaping (Value) -> Int
        ) -> PendingCase {
            .init(.decode, payload) { try Self.decode(type, payload, checked: checked, checksum: checksum) }
        }
        func endToEnd(_ payload: Payload, screen: Screen) -> PendingCase {
            .init(.endToEnd, payload) { try Self.endToEnd(payload, screen: screen, checked: checked) }
        }
        return [
            decode([PostDTO].self, p.posts) { $0.count },
            decode([CommentDTO].self, p.comments) { $0.count },
            decode([UserDTO].self, p.users) { $0.count },
            decode([TodoDTO].self, p.todos) { $0.count },
            decode([PhotoDTO].self, p.photos) { $0.count },
            decode([PostDTO].self, p.manyPosts) { $0.count },
            decode([UserDTO].self, p.manyUsers) { $0.count },
            decode([PostDTO].self, p.smallPosts) { $0.count },
            decode([PostDTO].self, p.smallEscapedPosts) { $0.count },
            decode(UserDTO.self, p.singleUser) { $0.id },
            decode([IssueDTO].self, p.issues) { $0.count },

            .init(.mapping, p.posts) { try mapping(PostDTO.self, p.posts) { $0.toDomain().id } },
            .init(.mapping, p.comments) { try mapping(CommentDTO.self, p.comments) { $0.toDomain().id } },
            .init(.mapping, p.users) { try mapping(UserDTO.self, p.users) { $0.toDomain().id } },
            .init(.mapping, p.todos) { try mapping(TodoDTO.self, p.todos) { $0.toDomain().id } },
            .init(.mapping, p.manyPosts) { try mapping(PostDTO.self, p.manyPosts) { $0.toDomain().id } },
            .init(.mapping, p.manyUsers) { try mapping(UserDTO.self, p.manyUsers) { $0.toDomain().id } },
            .init(.mapping, p.smallPosts) {
                try mapping(PostDTO.self, p.smallPosts) { $0.toDomain().id }
            },

            endToEnd(p.posts, screen: postsList),
            endToEnd(p.comments, screen: comments),
            endToEnd(p.manyPosts, screen: postsList),
            endToEnd(p.smallPosts, screen: postsList),
        ]
    }

    /// Foundation's `JSONDecoder` against `StrataJSONDecoder`, into the same DTOs; `checksum` reduces a
    /// result to a number (a list's count, an object's id) so the optimizer keeps the work.
    static func decode<Value: Decodable & Equatable>(
        _ type: Value.Type, _ payload: Payload, checked: Bool, checksum: @escaping (Value) -> Int
    ) throws -> BenchmarkCase {
        let foundation = JSONDecoder()
        let strata = StrataJSONDecoder()
        let data = payload.data
        guard try !checked || foundation.decode(type, from: data) == strata.decode(type, from: data) else {
            throw Disagreement(description: "decoders disagree on \(payload.name)")
        }
        return BenchmarkCase(
            kind: .decode, payload: payload,
            baseline: .init(label: "JSONDecoder") { checksum(try foundation.decode(type, from: data)) },
            candidate: .init(label: "StrataJSONDecoder") { checksum(try strata.decode(type, from: data)) })
    }

    /// DTOs to entities, against decoding the same payload: the ratio says how much cheaper the
    /// mapping is than the decode that precedes it.
    static func mapping<DTO: Decodable>(
        _ type: DTO.Type, _ payload: Payload, toDomainID: @escaping (DTO) -> Int
    ) throws -> BenchmarkCase {
        let strata = StrataJSONDecoder()
        let data = payload.data
        let dtos = try strata.decode([DTO].self, from: data)
        return BenchmarkCase(
            kind: .mapping, payload: payload,
            baseline: .init(label: "StrataJSONDecoder") { try strata.decode([DTO].self, from: data).count },
            candidate: .init(label: "toDomain()") { dtos.reduce(0) { $0 &+ toDomainID($1) } })
    }

    /// What one screen needs from a response body: the decoder, then `toDomain()`, then item view models.
    struct Screen: Sendable {
        /// Names the steps, such as `[PostDTO] → [Post] → [PostsListItemViewModel]`.
        let steps: String
        /// Runs the whole path with a decoder and returns the view models.
        let viewModels: @Sendable (any ResponseDecoder, Data) throws -> [AnyHashable]
        /// Runs the whole path with a decoder and returns the sum of the view models' ids.
        let run: @Sendable (any ResponseDecoder, Data) throws -> Int
    }

    static let postsList = Screen(
        steps: "PostsListItemViewModel",
        viewModels: { try postsListItems($0, $1) },
        run: { try postsListItems($0, $1).reduce(0) { $0 &+ $1.id } })

    static let comments = Screen(
        steps: "CommentItemViewModel",
        viewModels: { try commentItems($0, $1) },
        run: { try commentItems($0, $1).reduce(0) { $0 &+ $1.id } })

    private static func postsListItems(_ decoder: any ResponseDecoder, _ data: Data) throws -> [PostsListItemViewModel]
    {
        try decoder.decode([PostDTO].self, from: data).map { PostsListItemViewModel(post: $0.toDomain()) }
    }

    private static func commentItems(_ decoder: any ResponseDecoder, _ data: Data) throws -> [CommentItemViewModel] {
        try decoder.decode([CommentDTO].self, from: data).map { CommentItemViewModel(comment: $0.toDomain()) }
    }

    /// The whole path with Foundation's decoder against the whole path with `StrataJSONDecoder`.
    static func endToEnd(_ payload: Payload, screen: Screen, checked: Bool) throws -> BenchmarkCase {
        let foundation = JSONDecoder()
        let strata = StrataJSONDecoder()
        let data = payload.data
        guard try !checked || screen.viewModels(foundation, data) == screen.viewModels(strata, data) else {
            throw Disagreement(description: "the \(screen.steps) path disagrees on \(payload.name)")
        }
        return BenchmarkCase(
            kind: .endToEnd, payload: payload,
            baseline: .init(label: "JSONDecoder → \(screen.steps)") { try screen.run(foundation, data) },
            candidate: .init(label: "Strata → \(screen.steps)") { try screen.run(strata, data) })
    }
}
