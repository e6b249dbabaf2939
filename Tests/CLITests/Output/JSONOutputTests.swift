import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// `--json` is data: every route's output validates against the published schema, and any string,
/// however hostile, comes out as valid JSON that reads back to the same string.
@MainActor
@Suite("JSON output", .serialized)
struct JSONOutputTests {
    private static let schema = RepositoryPaths.root.appendingPathComponent("Docs/strata-json-v1.schema.json")

    @Test(
        "every route's output validates against the schema",
        arguments: [
            "posts", "posts?page=3", "posts/1", "posts/3/comments", "search/qui", "users", "users/2", "users/2/posts",
            "users/2/todos", "users/2/albums", "albums/3/photos",
        ]
    )
    func routesValidate(route: String) async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let validator = try JSONSchemaValidator(schemaAt: Self.schema)

        let run = await strata("open", route, "--json", "--base-url", server.baseURL.absoluteString)

        #expect(run.status == .success, "\(run.err)")
        #expect(validator.violations(of: run.out) == [], "\(run.out.prefix(400))")
        // The schema, like the document types, gives each screen its own fields: any other screen's
        // field is refused, so a post's document cannot carry todos.
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let branches = try Self.screenBranches()
        let own = try #require(branches.first { $0.screens.contains(document["screen"] as? String ?? "") })
        let foreign = branches.reduce(into: Set<String>()) { $0.formUnion($1.fields) }.subtracting(own.fields)
        #expect(foreign.count > 5)
        for field in foreign.sorted() {
            var widened = document
            widened[field] = []
            let text = String(decoding: try JSONSerialization.data(withJSONObject: widened), as: UTF8.self)
            #expect(validator.violations(of: text).contains("$: unexpected \(field)"), "\(route) admits \(field)")
        }
    }

    @Test(
        "a schema saying more than the validator checks is refused, not half-checked",
        arguments: [
            #"{"type": "object", "maxProperties": 5}"#, #"{"additionalProperties": {"type": "string"}}"#,
            #"{"properties": {"a": false}}"#, #"{"oneOf": [{"type": "object"}, {"allOf": []}]}"#,
            #"{"$defs": {"a": {"unevaluatedProperties": true}}}"#, #"{"$ref": "other.json#/a"}"#,
        ]
    )
    func unsupportedSchemaRefused(schema text: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }

        #expect(throws: JSONSchemaValidator.UnsupportedSchema.self) { try JSONSchemaValidator(schemaAt: url) }
    }

    @Test("a post's document that carries todos is refused")
    func postWithTodosRefused() throws {
        let validator = try JSONSchemaValidator(schemaAt: Self.schema)
        let header =
            #""schema": 1, "route": "posts/1", "freshness": {"source": "store", "asOf": null, "offline": false, "cause": null}, "errors": []"#
        let post = #""post": {"id": 1, "userId": 1, "title": "t", "body": "b"}"#

        #expect(validator.violations(of: #"{"screen": "post", \#(header), \#(post)}"#) == [])
        #expect(
            validator.violations(of: #"{"screen": "post", \#(header), \#(post), "todos": []}"#).contains(
                "$: unexpected todos"))
        #expect(
            validator.violations(of: #"{"screen": "todos", \#(header), "userId": 1, "todos": [], \#(post)}"#).contains(
                "$: unexpected post"))
    }

    @Test("the validator catches a document that breaks the schema")
    func validatorCatches() throws {
        let validator = try JSONSchemaValidator(schemaAt: Self.schema)
        let broken =
            #"{"schema": 1, "screen": "posts", "route": "posts", "freshness": {"source": "cache"}, "posts": [{"id": "1"}], "errors": [], "extra": true}"#

        let violations = validator.violations(of: broken)

        #expect(violations.count >= 4, "\(violations)")
    }

    @Test("open todos, todos list, a change, sync and an error all validate, with one todo shape everywhere")
    func commandsValidate() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let validator = try JSONSchemaValidator(schemaAt: Self.schema)
        let base = ["--base-url", server.baseURL.absoluteString]
        let store = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strata-json-\(UUID().uuidString).sqlite3"
        ).path
        let environment = ["STRATA_DB": store]
        defer { try? FileManager.default.removeItem(atPath: store) }

        let outputs = [
            await strata(["open", "todos", "--user", "2", "--json"] + base, environment: environment),
            await strata(["todos", "list", "--user", "2", "--json"] + base, environment: environment),
            await strata(["todos", "add", "--user", "2", "--json", "Buy milk"] + base, environment: environment),
            await strata(["sync", "--json"] + base, environment: environment),
            await strata(["open", "posts/1000", "--json"] + base, environment: environment),
        ]

        for run in outputs {
            #expect(validator.violations(of: run.out) == [], "\(run.out.prefix(300))")
        }
        #expect(outputs[0].out.contains(#""sync":"synced""#))
        #expect(outputs[4].status == .failure)
    }

    @Test("values are raw: the username has no @, coordinates are numbers, the source is named")
    func rawValues() async throws {
        let run = await strata("open", "users/1", "--json", "--offline")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any])
        let user = try #require(document["user"] as? [String: Any])
        let geo = try #require((user["address"] as? [String: Any])?["geo"] as? [String: Any])
        let freshness = try #require(document["freshness"] as? [String: Any])

        #expect(user["username"] as? String == "Bret")
        #expect(geo["lat"] as? Double == -37.3159)
        #expect(freshness["source"] as? String == "snapshot")
        #expect(freshness["offline"] as? Bool == true)
        #expect(document["schema"] as? Int == 1)
    }

    @Test("2,000 random strings, every control and separator included, encode to JSON that reads back the same")
    func anyStringRoundTrips() throws {
        var random = SplitMix64(state: 0x0015_0a1d)
        let special: [UInt32] = [0x00, 0x07, 0x1B, 0x7F, 0x85, 0x9B, 0x2028, 0x2029, 0x202E, 0x2066, 0xFEFF, 0x200D]
        for _ in 0..<2_000 {
            let scalars = (0..<random.int(0...20)).compactMap { _ -> Unicode.Scalar? in
                random.chance(40)
                    ? Unicode.Scalar(random.pick(special))
                    : Unicode.Scalar(UInt32(random.int(0...0x2FFFF))).flatMap {
                        (0xD800...0xDFFF).contains($0.value) ? nil : $0
                    }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)

            let json = JSONOutput.encode(["title": text])

            let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
            #expect(decoded?["title"] == text)
            #expect(
                !json.unicodeScalars.contains {
                    (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x202E
                })
        }
    }

    /// Each screen's branch of the schema: the screen names it takes, and the fields it adds to the
    /// header.
    private static func screenBranches() throws -> [(screens: Set<String>, fields: Set<String>)] {
        let root = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: schema)) as? [String: Any])
        let definitions = try #require(root["$defs"] as? [String: Any])
        let screens = try #require((definitions["screen"] as? [String: Any])?["oneOf"] as? [[String: String]])
        return try screens.compactMap { $0["$ref"] }.map { reference in
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            let properties = try #require((definitions[name] as? [String: Any])?["properties"] as? [String: Any])
            let screen = try #require(properties["screen"] as? [String: Any])
            let names = (screen["enum"] as? [String]) ?? [screen["const"] as? String].compactMap { $0 }
            return (Set(names), Set(properties.keys).subtracting(["screen"]))
        }
    }
}
