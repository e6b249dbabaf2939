import Foundation
import StrataTestSupport
import Testing

@testable import StrataJSON

/// Runs every file of Nicolas Seriot's JSONTestSuite (MIT, see Fixtures/JSONTestSuite/LICENSE) in
/// strict RFC 8259 mode, which is what the suite describes.
@Suite("JSONTestSuite conformance, strict mode")
struct ConformanceTests {
    static let strict = StrataJSONDecoder.configured(\.strictRFC8259, true)

    static func files(prefix: String) throws -> [URL] {
        let directory = RepositoryPaths.jsonTestSuite.appendingPathComponent("test_parsing")
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix(prefix) && $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test("the suite is present with its licence")
    func suiteIsPresent() throws {
        #expect(try Self.files(prefix: "y_").count > 90)
        #expect(try Self.files(prefix: "n_").count > 180)
        #expect(
            FileManager.default.fileExists(
                atPath: RepositoryPaths.jsonTestSuite.appendingPathComponent("LICENSE").path))
    }

    @Test("every document that must be accepted decodes as JSONValue")
    func acceptsValidDocuments() throws {
        for file in try Self.files(prefix: "y_") {
            let data = try Data(contentsOf: file)
            let error = caught { _ = try Self.strict.decode(JSONValue.self, from: data) }
            #expect(error == nil, "\(file.lastPathComponent): \(String(describing: error))")
        }
    }

    @Test("every document that must be rejected throws dataCorrupted with a parse error")
    func rejectsInvalidDocuments() throws {
        for file in try Self.files(prefix: "n_") {
            let data = try Data(contentsOf: file)
            let error = caught { _ = try Self.strict.decode(JSONValue.self, from: data) }
            #expect(kindOf(error) == "dataCorrupted", "\(file.lastPathComponent) was accepted")
            #expect(parseErrorOf(error) != nil, "\(file.lastPathComponent): \(String(describing: error))")
        }
    }

    @Test("implementation-defined documents neither crash nor hang")
    func survivesImplementationDefinedDocuments() throws {
        for file in try Self.files(prefix: "i_") {
            let data = try Data(contentsOf: file)
            _ = try? Self.strict.decode(JSONValue.self, from: data)
        }
    }

    @Test("valid documents decode to the same JSONValue as with Foundation")
    func matchesFoundationOnValidDocuments() throws {
        for file in try Self.files(prefix: "y_") {
            let data = try Data(contentsOf: file)
            let expected = try? JSONDecoder().decode(JSONValue.self, from: data)
            guard let expected else { continue }
            #expect(try Self.strict.decode(JSONValue.self, from: data) == expected, "\(file.lastPathComponent)")
        }
    }
}
