import Foundation
import StrataData
import StrataDomain
import StrataJSON
import StrataNetworking
import StrataPresentation

/// Every case of the suite, built from the payloads.
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

    /// The cases whose name contains `filter` (case-insensitive), or all of them, built.
    static func cases(_ payloads: Payloads, matching filter: String?) throws -> [BenchmarkCase] {
        try pending(payloads).filter { filter.map($0.name.localizedCaseInsensitiveContains) ?? true }.map {
            try $0.build()
        }
    }

    private static func pending(_ payloads: Payloads) -> [PendingCase] {
        [
            .init(.decode, payloads.posts) { try decode([PostDTO].self, payloads.posts) { $0.count } },
            .init(.decode, payloads.comments) { try decode([CommentDTO].self, payloads.comments) { $0.count } },
            .init(.decode, payloads.users) { try decode([UserDTO].self, payloads.users) { $0.count } },
            .init(.decode, payloads.todos) { try decode([TodoDTO].self, payloads.todos) { $0.count } },
            .init(.decode, payloads.photos) { try decode([PhotoDTO].self, payloads.photos) { $0.count } },
            .init(.decode, payloads.manyPosts) { try decode([PostDTO].self, payloads.manyPosts) { $0.count } },
            .init(.decode, payloads.manyUsers) { try decode([UserDTO].self, payloads.manyUsers) { $0.count } },
            .init(.decode, payloads.smallPosts) { try decode([PostDTO].self, payloads.smallPosts) { $0.count } },
            .init(.decode, payloads.smallEscapedPosts) {
                try decode([PostDTO].self, payloads.smallEscapedPosts) { $0.count }
            },
            .init(.decode, payloads.singleUser) { try decode(UserDTO.self, payloads.singleUser) { $0.id } },

            .init(.mapping, payloads.posts) { try mapping(PostDTO.self, payloads.posts) { $0.toDomain().id } },
            .init(.mapping, payloads.comments) { try mapping(CommentDTO.self, payloads.comments) { $0.toDomain().id } },
            .init(.mapping, payloads.users) { try mapping(UserDTO.self, payloads.users) { $0.toDomain().id } },
            .init(.mapping, payloads.todos) { try mapping(TodoDTO.self, payloads.todos) { $0.toDomain().id } },
            .init(.mapping, payloads.manyPosts) { try mapping(PostDTO.self, payloads.manyPosts) { $0.toDomain().id } },
            .init(.mapping, payloads.manyUsers) { try mapping(UserDTO.self, payloads.manyUsers) { $0.toDomain().id } },
            .init(.mapping, payloads.smallPosts) {
                try mapping(PostDTO.self, payloads.smallPosts) { $0.toDomain().id }
            },

            .init(.endToEnd, payloads.posts) { try endToEnd(payloads.posts, screen: postsList) },
            .init(.endToEnd, payloads.comments) { try endToEnd(payloads.comments, screen: comments) },
            .init(.endToEnd, payloads.manyPosts) { try endToEnd(payloads.manyPosts, screen: postsList) },
            .init(.endToEnd, payloads.smallPosts) { try endToEnd(payloads.smallPosts, screen: postsList) },
        ]
    }

    /// Foundation's `JSONDecoder` against `StrataJSONDecoder`, into the same DTOs; `checksum` reduces a
    /// result to a number (a list's count, an object's id) so the optimizer keeps the work.
    static func decode<Value: Decodable & Equatable>(
        _ type: Value.Type, _ payload: Payload, checksum: @escaping (Value) -> Int
    ) throws -> BenchmarkCase {
        let foundation = JSONDecoder()
        let strata = StrataJSONDecoder()
        let data = payload.data
        guard try foundation.decode(type, from: data) == strata.decode(type, from: data) else {
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
    static func endToEnd(_ payload: Payload, screen: Screen) throws -> BenchmarkCase {
        let foundation = JSONDecoder()
        let strata = StrataJSONDecoder()
        let data = payload.data
        guard try screen.viewModels(foundation, data) == screen.viewModels(strata, data) else {
            throw Disagreement(description: "the \(screen.steps) path disagrees on \(payload.name)")
        }
        return BenchmarkCase(
            kind: .endToEnd, payload: payload,
            baseline: .init(label: "JSONDecoder → \(screen.steps)") { try screen.run(foundation, data) },
            candidate: .init(label: "Strata → \(screen.steps)") { try screen.run(strata, data) })
    }
}
