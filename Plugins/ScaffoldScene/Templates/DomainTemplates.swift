/// The Domain files of a scene: the entity, the repository port and the two use cases, each a protocol
/// with its `Default…` implementation, as `FetchUserAlbumsUseCase` is written.
struct DomainTemplates {
    let n: SceneNames

    init(_ names: SceneNames) {
        n = names
    }

    var files: [ScenePlan.NewFile] {
        [
            ScenePlan.NewFile(path: "Modules/Domain/Entities/\(n.entity).swift", text: entity),
            ScenePlan.NewFile(path: "Modules/Domain/Repositories/\(n.plural)Repository.swift", text: port),
            ScenePlan.NewFile(path: "Modules/Domain/UseCases/Fetch\(n.plural)UseCase.swift", text: fetchList),
            ScenePlan.NewFile(path: "Modules/Domain/UseCases/Fetch\(n.entity)UseCase.swift", text: fetchOne),
        ]
    }

    private var entity: String {
        """
        /// One \(n.singular) as the server keeps it: `GET /\(n.name)` lists them, `GET /\(n.name)/ID` gives one.
        ///
        /// Written by `scaffold-scene` with the two fields every resource of a JSONPlaceholder-style API has.
        /// To show another field, add it here, to `\(n.entity)DTO` and its `toDomain()`, and to what shows it:
        /// `\(n.entity)ItemViewModel`, `\(n.entity)Document` and the JSON schema's `\(n.singular)`.
        public struct \(n.entity): Identifiable, Hashable, Sendable {
            /// The server's integer id, unique among \(n.name).
            public typealias ID = Int

            /// The server's id, 1 or more; stable, so screens can diff and select by it.
            public let id: ID
            /// The \(n.singular)'s one-line title, as the server sent it.
            public let title: String

            /// Builds \(n.aSingular) from values already checked by the Data layer; nothing is validated here.
            public init(id: ID, title: String) {
                self.id = id
                self.title = title
            }
        }

        """
    }

    private var port: String {
        """
        /// The port through which use cases read \(n.name). `ServerOnly\(n.plural)Repository` implements it
        /// over the server; tests stand in stubs.
        public protocol \(n.plural)Repository: Sendable {
            /// Every \(n.singular), in the order the source keeps them; empty when there are none.
            func fetch\(n.plural)(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[\(n.entity)]>
            /// One \(n.singular); `RepositoryError.notFound` when there is none with that id.
            func fetch\(n.entity)(id: \(n.entity).ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<\(n.entity)>
        }

        """
    }

    private var fetchList: String {
        """
        /// Loads every \(n.singular), for the \(n.name) list.
        public protocol Fetch\(n.plural)UseCase: Sendable {
            /// Every \(n.singular) in the source's order; `.stored` reads the local copy only, where there is one.
            func execute(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[\(n.entity)]>
        }

        /// The implementation over the repository port; view-model tests stand in for the protocol instead.
        public struct DefaultFetch\(n.plural)UseCase: Fetch\(n.plural)UseCase {
            private let \(n.name): any \(n.plural)Repository

            /// Takes the repository to read \(n.name) from.
            public init(\(n.name): any \(n.plural)Repository) {
                self.\(n.name) = \(n.name)
            }

            /// Every \(n.singular) in the source's order; `.stored` reads the local copy only, where there is one.
            public func execute(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[\(n.entity)]> {
                try await \(n.name).fetch\(n.plural)(policy: policy)
            }
        }

        """
    }

    private var fetchOne: String {
        """
        /// Loads one \(n.singular), for its details screen.
        public protocol Fetch\(n.entity)UseCase: Sendable {
            /// The \(n.singular) with that id; `RepositoryError.notFound` when there is none.
            func execute(id: \(n.entity).ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<\(n.entity)>
        }

        /// The implementation over the repository port; view-model tests stand in for the protocol instead.
        public struct DefaultFetch\(n.entity)UseCase: Fetch\(n.entity)UseCase {
            private let \(n.name): any \(n.plural)Repository

            /// Takes the repository to read the \(n.singular) from.
            public init(\(n.name): any \(n.plural)Repository) {
                self.\(n.name) = \(n.name)
            }

            /// The \(n.singular) with that id; `RepositoryError.notFound` when there is none.
            public func execute(id: \(n.entity).ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<\(n.entity)> {
                try await \(n.name).fetch\(n.entity)(id: id, policy: policy)
            }
        }

        """
    }
}
