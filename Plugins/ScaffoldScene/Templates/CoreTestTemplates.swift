/// The scene's tests below Presentation: a stub of the port shared by the test targets, the use
/// cases over it, the DTO's mapping, and the server-only adapter's checks of each answer.
struct CoreTestTemplates {
    let n: SceneNames

    init(_ names: SceneNames) {
        n = names
    }

    var files: [ScenePlan.NewFile] {
        [
            ScenePlan.NewFile(path: "Tests/TestSupport/\(n.plural)/Stub\(n.plural)Repository.swift", text: stub),
            ScenePlan.NewFile(path: "Tests/DomainTests/\(n.plural)/\(n.plural)UseCasesTests.swift", text: useCases),
            ScenePlan.NewFile(path: "Tests/DataTests/\(n.plural)/\(n.entity)MappingTests.swift", text: mapping),
            ScenePlan.NewFile(
                path: "Tests/DataTests/\(n.plural)/ServerOnly\(n.plural)RepositoryTests.swift", text: adapter),
        ]
    }

    private var stub: String {
        """
        import StrataDomain

        /// Returns canned \(n.name), as the server-only adapter does: `.stored` reads miss, `.fresh` reads
        /// answer, and \(n.aSingular) it does not have is `notFound`, as the port says.
        public final class Stub\(n.plural)Repository: \(n.plural)Repository, Sendable {
            private let \(n.name): [\(n.entity)]
            private let failure: Locked<RepositoryError?> = Locked(nil)

            public init(\(n.name): [\(n.entity)] = []) {
                self.\(n.name) = \(n.name)
            }

            /// Every call fails with this error while it is set.
            public var failing: RepositoryError? {
                get { failure.withLock { $0 } }
                set { failure.withLock { $0 = newValue } }
            }

            public func fetch\(n.plural)(policy: ReadPolicy) async throws(RepositoryError) -> Fetched<[\(n.entity)]> {
                guard policy == .fresh else { throw .notFound }
                if let failing { throw failing }
                return Fetched(\(n.name), freshness: .current)
            }

            public func fetch\(n.entity)(id: \(n.entity).ID, policy: ReadPolicy) async throws(RepositoryError) -> Fetched<\(n.entity)> {
                guard policy == .fresh else { throw .notFound }
                if let failing { throw failing }
                guard let found = \(n.name).first(where: { $0.id == id }) else { throw .notFound }
                return Fetched(found, freshness: .current)
            }
        }

        """
    }

    private var useCases: String {
        """
        import StrataDomain
        import StrataTestSupport
        import Testing

        @Suite("\(n.plural) use cases")
        struct \(n.plural)UseCasesTests {
            private let repository = Stub\(n.plural)Repository(\(n.name): [
                \(n.entity)(id: 3, title: "third"), \(n.entity)(id: 1, title: "first"),
            ])

            @Test("the list is every \(n.singular), in the source's order")
            func listsInOrder() async throws {
                let \(n.name) = try await DefaultFetch\(n.plural)UseCase(\(n.name): repository).execute(policy: .fresh)

                #expect(\(n.name).value.map(\\.id) == [3, 1])
                #expect(\(n.name).freshness == .current)
            }

            @Test("one \(n.singular) is the one asked for")
            func fetchesOne() async throws {
                let \(n.singular) = try await DefaultFetch\(n.entity)UseCase(\(n.name): repository).execute(id: 1, policy: .fresh)

                #expect(\(n.singular).value == \(n.entity)(id: 1, title: "first"))
            }

            @Test("\(n.aSingular) the source does not have is not found")
            func missingOne() async {
                let useCase = DefaultFetch\(n.entity)UseCase(\(n.name): repository)

                await #expect(throws: RepositoryError.notFound) { try await useCase.execute(id: 2, policy: .fresh) }
            }
        }

        """
    }

    private var mapping: String {
        """
        import Foundation
        import StrataDomain
        import Testing

        @testable import StrataData

        @Suite("\(n.entity) mapping")
        struct \(n.entity)MappingTests {
            @Test("\(n.aSingular) as the API sends it maps field by field; fields the app does not use are ignored")
            func mapsFields() throws {
                let json = #"{"id": 7, "userId": 2, "title": "quis ut nam", "extra": [1, 2]}"#

                let dto = try JSONDecoder().decode(\(n.entity)DTO.self, from: Data(json.utf8))

                #expect(dto.toDomain() == \(n.entity)(id: 7, title: "quis ut nam"))
            }

            @Test("\(n.aSingular) without a title is refused, never \(n.aSingular) with an empty one")
            func refusesMissingTitle() {
                #expect(throws: DecodingError.self) {
                    try JSONDecoder().decode(\(n.entity)DTO.self, from: Data(#"{"id": 7}"#.utf8))
                }
            }
        }

        """
    }
}
