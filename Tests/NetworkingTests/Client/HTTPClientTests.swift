import Foundation
import StrataNetworking
import Testing

@Suite("HTTPClient")
struct HTTPClientTests {
    private struct Item: Decodable, Equatable {
        struct Geo: Decodable, Equatable { let lat: Double }
        let id: Int
        let geo: Geo
    }

    private let configuration = NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:9")!)

    @Test("decodes a 2xx body and keeps status, headers and pagination")
    func decodesSuccess() async throws {
        let transport = StubTransport(
            status: 200, json: #"[{"id": 1, "geo": {"lat": 1.5}}]"#,
            headers: ["X-Total-Count": "31", "Link": #"<http://h/items?_page=2>; rel="next""#]
        )
        let client = HTTPClient(configuration: configuration, transport: transport)

        let response = try await client.send(Endpoint<[Item]>(path: "items"))

        #expect(response.value == [Item(id: 1, geo: .init(lat: 1.5))])
        #expect(response.statusCode == 200)
        #expect(response.pagination.totalCount == 31)
        #expect(response.pagination.next?.absoluteString == "http://h/items?_page=2")
        #expect(transport.requests.first?.url?.absoluteString == "http://127.0.0.1:9/items")
    }

    @Test("a status outside 200...299 is an error carrying the status and the body", arguments: [301, 404, 500, 503])
    func rejectsNonSuccess(status: Int) async {
        let client = HTTPClient(
            configuration: configuration, transport: StubTransport(status: status, json: #"{"e":1}"#))

        await #expect(throws: NetworkError.httpStatus(code: status, body: Data(#"{"e":1}"#.utf8))) {
            try await client.value(of: Endpoint<[Item]>(path: "items"))
        }
    }

    @Test("a body of the wrong shape is a decoding error with the coding path to the bad field")
    func reportsCodingPath() async throws {
        let client = HTTPClient(
            configuration: configuration,
            transport: StubTransport(
                status: 200, json: #"[{"id": 1, "geo": {"lat": 1}}, {"id": 2, "geo": {"lat": "north"}}]"#)
        )

        let error = await #expect(throws: NetworkError.self) {
            try await client.value(of: Endpoint<[Item]>(path: "items"))
        }

        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(failure.codingPath == "[1].geo.lat")
        #expect(failure.typeName == "Array<Item>")
    }

    @Test("a missing key is named at the end of the coding path")
    func namesMissingKey() async throws {
        let client = HTTPClient(
            configuration: configuration, transport: StubTransport(status: 200, json: #"[{"id": 1}]"#))

        let error = await #expect(throws: NetworkError.self) {
            try await client.value(of: Endpoint<[Item]>(path: "items"))
        }

        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error")
            return
        }
        #expect(failure.codingPath == "[0].geo")
    }

    @Test("a malformed body names the byte offset, because StrataJSONDecoder is the default decoder")
    func malformedBodyNamesTheOffset() async throws {
        let client = HTTPClient(
            configuration: configuration, transport: StubTransport(status: 200, json: #"[{"id": 1,}]"#))

        let error = await #expect(throws: NetworkError.self) {
            try await client.value(of: Endpoint<[Item]>(path: "items"))
        }

        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error")
            return
        }
        #expect(failure.message.contains("Unexpected character '}' at byte offset 10."))
    }

    @Test("transport failures pass through unchanged")
    func passesTransportFailures() async {
        let failure = TransportFailure(kind: .cannotConnect, detail: "refused")
        let client = HTTPClient(configuration: configuration, transport: StubTransport(.failure(.transport(failure))))

        await #expect(throws: NetworkError.transport(failure)) {
            try await client.value(of: Endpoint<[Item]>(path: "items"))
        }
    }
}
