extension CoreTestTemplates {
    /// The server-only adapter's tests: each answer checked against its request, through a transport
    /// that answers canned JSON, and offline a clear failure without a request.
    var adapter: String {
        """
        import Foundation
        import StrataDomain
        import StrataNetworking
        import Testing

        @testable import StrataData

        @Suite("ServerOnly\(n.plural)Repository")
        struct ServerOnly\(n.plural)RepositoryTests {
            private func repository(answering json: String, isOffline: Bool = false) -> ServerOnly\(n.plural)Repository {
                ServerOnly\(n.plural)Repository(
                    client: HTTPClient(
                        configuration: NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:9")!),
                        transport: CannedTransport(json: json)),
                    isOffline: isOffline)
            }

            private func failure<T>(_ call: () async throws(RepositoryError) -> T) async -> RepositoryError? {
                do {
                    _ = try await call()
                    return nil
                } catch {
                    return error
                }
            }

            @Test("the list maps every \(n.singular), current")
            func listsCurrent() async throws {
                let repository = repository(answering: #"[{"id": 2, "title": "b"}, {"id": 1, "title": "a"}]"#)

                let \(n.name) = try await repository.fetch\(n.plural)(policy: .fresh)

                #expect(\(n.name).value == [\(n.entity)(id: 2, title: "b"), \(n.entity)(id: 1, title: "a")])
                #expect(\(n.name).freshness == .current)
            }

            @Test("an id below 1 in the list is invalid data naming the request")
            func refusesBadIDs() async {
                let repository = repository(answering: #"[{"id": 0, "title": "a"}]"#)

                let error = await failure { () async throws(RepositoryError) in try await repository.fetch\(n.plural)(policy: .fresh) }

                #expect(error?.request == "GET /\(n.name)")
                #expect(error?.kind == .invalidData(reason: "the server answered \(n.aSingular) with the id 0, which is no \(n.singular) id"))
            }

            @Test("\(n.aSingular) other than the one asked for is invalid data, never that \(n.singular)")
            func refusesAnotherOne() async {
                let repository = repository(answering: #"{"id": 4, "title": "a"}"#)

                let error = await failure { () async throws(RepositoryError) in try await repository.fetch\(n.entity)(id: 3, policy: .fresh) }

                #expect(error == RepositoryError(.invalidData(reason: "the server answered \(n.singular) 4 for \(n.singular) 3"), request: "GET /\(n.name)/3"))
            }

            @Test("there is no stored copy, and offline every read fails saying so, without a request")
            func noCopy() async {
                let repository = repository(answering: #"{"id": 3, "title": "a"}"#, isOffline: true)

                let stored = await failure { () async throws(RepositoryError) in try await repository.fetch\(n.entity)(id: 3, policy: .stored) }
                let offline = await failure { () async throws(RepositoryError) in try await repository.fetch\(n.entity)(id: 3, policy: .fresh) }

                #expect(stored == .notFound)
                #expect(offline == ServerOnly\(n.plural)Repository.offline)
            }
        }

        """
    }
}
