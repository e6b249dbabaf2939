/// The scene through the real command line, against the test server given a dataset that has the
/// resource: text, `--json` validated against the published schema, a missing one, and offline.
struct CLITestTemplates {
    let n: SceneNames

    init(_ names: SceneNames) {
        n = names
    }

    var files: [ScenePlan.NewFile] {
        [ScenePlan.NewFile(path: "Tests/CLITests/\(n.plural)/\(n.plural)CommandTests.swift", text: command)]
    }

    private var command: String {
        """
        import Foundation
        import StrataTestSupport
        import Testing

        @testable import StrataCLI

        @MainActor
        @Suite("strata open \(n.name)", .serialized)
        struct \(n.plural)CommandTests {
            private let schema = RepositoryPaths.root.appendingPathComponent("Docs/strata-json-v1.schema.json")

            /// The test server over a dataset of two \(n.name); the file goes when the test ends.
            private func withServer(_ body: ([String]) async throws -> Void) async throws {
                let data = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(n.name)-\\(UUID().uuidString).json")
                try Data(#"{"\(n.name)": [{"id": 1, "title": "first one"}, {"id": 2, "title": "second one"}]}"#.utf8).write(to: data)
                defer { try? FileManager.default.removeItem(at: data) }
                let server = try TestServer.start(arguments: ["--data", data.path])
                defer { server.stop() }
                try await body(["--base-url", server.baseURL.absoluteString, "--db", ":memory:"])
            }

            @Test("the list and the details print each \(n.singular), and their --json validates against the schema")
            func listAndDetails() async throws {
                try await withServer { base in
                    let validator = try JSONSchemaValidator(schemaAt: schema)

                    let list = await strata(["open", "\(n.name)"] + base)
                    let details = await strata(["open", "\(n.name)/2"] + base)
                    let documents = [await strata(["open", "\(n.name)", "--json"] + base), await strata(["open", "\(n.name)/2", "--json"] + base)]

                    #expect(list.status == .success, "\\(list.err)")
                    #expect(list.out.contains("1  First one"), "\\(list.out)")
                    #expect(details.out.contains("Second one"), "\\(details.out)")
                    for run in documents {
                        #expect(run.status == .success, "\\(run.err)")
                        #expect(validator.violations(of: run.out) == [], "\\(run.out.prefix(400))")
                    }
                    #expect(documents[1].out.contains(#""\(n.singular)":{"id":2,"title":"second one"}"#), "\\(documents[1].out)")
                }
            }

            @Test("\(n.aSingular) the server does not have exits 1 and names it")
            func missing() async throws {
                try await withServer { base in
                    let run = await strata(["open", "\(n.name)/9"] + base)

                    #expect(run.status == .failure)
                    #expect(run.err.contains("\(n.entity) 9 does not exist"), "\\(run.err)")
                }
            }

            @Test("offline there is no copy of \(n.name): it exits 1 saying so")
            func offline() async {
                let run = await strata("open", "\(n.name)", "--offline", "--db", ":memory:")

                #expect(run.status == .failure)
                #expect(run.err.contains("kept on the server only"), "\\(run.err)")
            }
        }

        """
    }
}
