/// The Data files of a scene: the DTO and its mapping, the remote data source that checks each answer
/// against its request, and the server-only adapter of the port. No store and no schema migration: a
/// scene that should work offline grows an offline-first adapter later, as albums have.
struct DataTemplates {
    let n: SceneNames

    init(_ names: SceneNames) {
        n = names
    }

    var files: [ScenePlan.NewFile] {
        let data = "Modules/Data/Sources"
        return [
            ScenePlan.NewFile(path: "\(data)/DTOs/\(n.entity)DTO.swift", text: dto),
            ScenePlan.NewFile(path: "\(data)/Mapping/\(n.entity)DTO+Domain.swift", text: mapping),
            ScenePlan.NewFile(path: "\(data)/RemoteDataSources/\(n.plural)RemoteDataSource.swift", text: remote),
            ScenePlan.NewFile(
                path: "\(data)/Repositories/ServerOnly/ServerOnly\(n.plural)Repository.swift", text: repository),
        ]
    }

    private var dto: String {
        """
        /// \(n.aSingularCapitalized) as the API sends it; fields the app does not use are not decoded.
        package struct \(n.entity)DTO: Decodable, Hashable, Sendable {
            /// The server's id; the remote data source refuses one below 1.
            package let id: Int
            /// The \(n.singular)'s title, as the API sends it.
            package let title: String

            /// For tests and benchmarks, which build answers without JSON.
            package init(id: Int, title: String) {
                self.id = id
                self.title = title
            }
        }

        """
    }

    private var mapping: String {
        """
        import StrataDomain

        extension \(n.entity)DTO {
            /// Maps to the domain entity; every decoded field has a place there. The title is kept as sent:
            /// a front end makes text safe where it shows it.
            package func toDomain() -> \(n.entity) {
                \(n.entity)(id: id, title: title)
            }
        }

        """
    }

    private var remote: String {
        """
        import StrataNetworking

        /// Reads \(n.name) from a JSONPlaceholder-compatible server and checks every answer against its
        /// request: ids of 1 or more, and the \(n.singular) asked for by id is that one. A server that breaks
        /// either is an error naming the request, never a value.
        struct \(n.plural)RemoteDataSource: Sendable {
            /// Every call goes through it, so its retries, deadline and response cache apply.
            let client: HTTPClient

            /// Every \(n.singular) the server has: `GET /\(n.name)`.
            func fetch\(n.plural)() async throws(RequestFailure) -> [\(n.entity)DTO] {
                let endpoint = Endpoint<[\(n.entity)DTO]>(path: "\(n.name)")
                let \(n.name) = try await client.value(calling: endpoint)
                try AnswerCheck(request: client.requestName(endpoint)).positiveIDs(\(n.name).map(\\.id), of: "\(n.singular)")
                return \(n.name)
            }

            /// One \(n.singular): `GET /\(n.name)/ID`; a `RequestFailure` whose cause is an HTTP 404 for an unknown id.
            func fetch\(n.entity)(id: Int) async throws(RequestFailure) -> \(n.entity)DTO {
                let endpoint = Endpoint<\(n.entity)DTO>(path: "\(n.name)/\\(id)")
                let \(n.singular) = try await client.value(calling: endpoint)
                try AnswerCheck(request: client.requestName(endpoint)).same(\(n.singular).id, asked: id, kind: "\(n.singular)")
                return \(n.singular)
            }
        }

        """
    }

    private var repository: String {
        """
        import StrataDomain
        import StrataNetworking

        /// \(n.plural) that live on the server alone: every read asks it, and nothing is kept on this machine.
        /// The adapter `scaffold-scene` writes, because it needs no store and no schema migration.
        ///
        /// The price is stated rather than hidden: offline, or when the server cannot be reached, a screen
        /// of \(n.name) fails with a message saying so, where an offline-first adapter would show a copy.
        public struct ServerOnly\(n.plural)Repository: \(n.plural)Repository {
            private let remote: \(n.plural)RemoteDataSource
            private let isOffline: Bool

            /// Reads through `client`, the app's; `isOffline` (as `--offline` asks) makes every read fail at
            /// once with a reason, without a request.
            public init(client: HTTPClient, isOffline: Bool) {
                remote = \(n.plural)RemoteDataSource(client: client)
                self.isOffline = isOffline
            }

            /// `.stored` finds no local copy (`notFound`, as an empty store answers); `.fresh` is the server's
            /// list, always current.
            public func fetch\(n.plural)(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[\(n.entity)]> {
                let \(n.name) = try await request(policy) { () async throws(RequestFailure) in try await remote.fetch\(n.plural)() }
                return Fetched(\(n.name).map { $0.toDomain() }, freshness: .current)
            }

            /// The \(n.singular) as the server has it now; `notFound` when the server answers 404 for it.
            public func fetch\(n.entity)(id: \(n.entity).ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<\(n.entity)> {
                let \(n.singular) = try await request(policy) { () async throws(RequestFailure) in try await remote.fetch\(n.entity)(id: id) }
                return Fetched(\(n.singular).toDomain(), freshness: .current)
            }

            /// Runs one request in the domain's words; offline, or for the stored copy, fails before sending.
            private func request<Value>(
                _ policy: ReadPolicy, _ send: () async throws(RequestFailure) -> Value
            ) async throws(RepositoryError) -> Value {
                guard policy == .fresh else { throw .notFound }
                guard !isOffline else { throw Self.offline }
                do {
                    return try await send()
                } catch {
                    throw RepositoryError(error)
                }
            }

            /// What an offline run answers: \(n.name) are on the server only, and there is no copy to show.
            static let offline = RepositoryError.unreachable(
                reason: "Offline mode, and \(n.name) are kept on the server only, so there is no copy here; "
                    + "go online to see them")
        }

        """
    }
}
