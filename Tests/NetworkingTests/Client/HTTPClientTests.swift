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
        #expect(transport.bodyLimits == [NetworkConfiguration.defaultMaximumBodySize])
    }

    @Test(
        "a status outside 200...299 is an error carrying the status and the body, after any retries",
        arguments: [(404, 1), (500, 3), (503, 3)])
    func rejectsNonSuccess(status: Int, attempts: Int) async {
        let transport = StubTransport(status: status, json: #"{"e":1}"#)
        let client = HTTPClient(configuration: configuration, transport: transport, clock: FakeClock())

        await #expect(throws: NetworkError.httpStatus(code: status, body: Data(#"{"e":1}"#.utf8))) {
            try await client.value(of: Endpoint<[Item]>(path: "items"))
        }
        #expect(transport.requests.count == attempts)
    }

    @Test(
        "any 3xx but 304 is a redirect naming where it points, never retried and never decoded",
        arguments: Array(300...399).filter { $0 != 304 })
    func redirectStatusIsRefused(status: Int) async {
        let transport = StubTransport(status: status, json: #"{"id": 5}"#, headers: ["Location": "/todos/5"])
        let client = HTTPClient(configuration: configuration, transport: transport, clock: FakeClock())

        await #expect(throws: NetworkError.redirected(status: status, location: "http://127.0.0.1:9/todos/5")) {
            try await client.value(of: Endpoint<[Item]>(path: "items"))
        }
        #expect(transport.requests.count == 1)
    }

    @Test(
        "a 2xx that a followed redirect brought from outside the base URL is refused: another server's ids",
        arguments: [
            "https://127.0.0.1:9/items", "http://127.0.0.2:9/items", "http://127.0.0.1:10/items",
            "http://127.0.0.1:9/other/items", "http://127.0.0.1:9/apiX/items",
        ])
    func answerFromOutsideTheBaseIsRefused(finalURL: String) async {
        let base = NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:9/api")!)
        let transport = StubTransport(
            .success(HTTPResponse(statusCode: 200, body: Data("[]".utf8), url: URL(string: finalURL)!)))
        let client = HTTPClient(configuration: base, transport: transport, clock: FakeClock())

        // The stub records no redirect chain, so no status is known: never the final answer's 200.
        await #expect(throws: NetworkError.redirected(status: nil, location: finalURL)) {
            try await client.value(of: Endpoint<[Item]>(path: "items"))
        }
    }

    @Test("an answer from below the base URL, however it got there, is accepted")
    func answerFromBelowTheBaseIsAccepted() async throws {
        let base = NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:9/api/")!)
        let transport = StubTransport(
            .success(
                HTTPResponse(
                    statusCode: 200, headers: HTTPHeaders(["Content-Type": "application/json"]),
                    body: Data("[]".utf8), url: URL(string: "HTTP://127.0.0.1:9/api/v2/items")!)))
        let client = HTTPClient(configuration: base, transport: transport, clock: FakeClock())

        #expect(try await client.value(of: Endpoint<[Item]>(path: "items")) == [])
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
            configuration: configuration, transport: StubTransport(status: 200, json: #"[{"id": 1,]}"#))

        let error = await #expect(throws: NetworkError.self) {
            try await client.value(of: Endpoint<[Item]>(path: "items"))
        }

        guard case .decoding(let failure) = error else {
            Issue.record("expected a decoding error")
            return
        }
        #expect(failure.message.contains("Unexpected character ']' at byte offset 10."))
    }

    @Test(
        "a request with an Idempotency-Key is never repeated by the client: its caller counts the attempts",
        arguments: [HTTPMethod.get, .put, .delete])
    func keyedRequestIsNotRetried(method: HTTPMethod) async throws {
        let lost = TransportFailure(kind: .connectionLost, detail: "reset")
        let keyed = StubTransport([.failure(.transport(lost)), .success(.json(status: 200, "[]"))])
        let plain = StubTransport([.failure(.transport(lost)), .success(.json(status: 200, "[]"))])

        await #expect(throws: NetworkError.transport(lost)) {
            try await HTTPClient(configuration: configuration, transport: keyed, clock: FakeClock()).value(
                of: Endpoint<[Item]>(path: "items", method: method, headers: ["Idempotency-Key": "\"k\""]))
        }
        let retried = try await HTTPClient(configuration: configuration, transport: plain, clock: FakeClock())
            .value(of: Endpoint<[Item]>(path: "items", method: method))

        #expect(keyed.requests.count == 1)
        #expect(retried == [] && plain.requests.count == 2, "the same request without a key is retried")
    }

    @Test("transport failures pass through unchanged")
    func passesTransportFailures() async {
        let failure = TransportFailure(kind: .cannotConnect, detail: "refused")
        let client = HTTPClient(
            configuration: configuration, transport: StubTransport(.failure(.transport(failure))), clock: FakeClock())

        await #expect(throws: NetworkError.transport(failure)) {
            try await client.value(of: Endpoint<[Item]>(path: "items"))
        }
    }

    @Test(
        "a JSON endpoint rejects a body of another media type before decoding it",
        arguments: ["text/html; charset=utf-8", "text/plain", "application/xml"])
    func rejectsOtherMediaTypes(contentType: String) async {
        let transport = StubTransport(status: 200, json: "[]", headers: ["Content-Type": contentType])
        let client = HTTPClient(configuration: configuration, transport: transport)

        await #expect(throws: NetworkError.unexpectedContentType(contentType)) {
            try await client.value(of: Endpoint<[Item]>(path: "items"))
        }
    }

    @Test(
        "JSON media types with parameters or a +json suffix are accepted",
        arguments: ["application/json", "Application/JSON; charset=UTF-8", "application/problem+json"])
    func acceptsJSONMediaTypes(contentType: String) async throws {
        let transport = StubTransport(status: 200, json: "[]", headers: ["Content-Type": contentType])
        let client = HTTPClient(configuration: configuration, transport: transport)

        #expect(try await client.value(of: Endpoint<[Item]>(path: "items")) == [])
    }

    @Test("an endpoint that does not expect JSON decodes whatever the media type")
    func skipsMediaTypeCheck() async throws {
        let transport = StubTransport(status: 200, json: "[]", headers: ["Content-Type": "text/plain"])
        let client = HTTPClient(configuration: configuration, transport: transport)

        #expect(try await client.value(of: Endpoint<[Item]>(path: "items", expectsJSON: false)) == [])
    }

    @Test("the configured body limit reaches the transport")
    func passesBodyLimit() async throws {
        let transport = StubTransport(status: 200, json: "[]")
        var configuration = configuration
        configuration.maximumBodySize = 1234
        let client = HTTPClient(configuration: configuration, transport: transport)

        _ = try await client.value(of: Endpoint<[Item]>(path: "items"))

        #expect(transport.bodyLimits == [1234])
    }

    @Test("a 401 is an error that says the caller is unauthorized")
    func unauthorized() async {
        let client = HTTPClient(configuration: configuration, transport: StubTransport(status: 401, json: "{}"))

        let error = await #expect(throws: NetworkError.self) {
            try await client.value(of: Endpoint<[Item]>(path: "items"))
        }

        #expect(error?.isUnauthorized == true)
        #expect(NetworkError.httpStatus(code: 403, body: Data()).isUnauthorized == false)
    }
}

@Suite("HTTPClient with an empty response")
struct HTTPClientEmptyResponseTests {
    @Test("an endpoint that expects nothing accepts a 204 with no body and no content type")
    func acceptsNoContent() async throws {
        let client = HTTPClient(
            configuration: NetworkConfiguration(baseURL: URL(string: "http://127.0.0.1:9")!),
            transport: StubTransport(.success(HTTPResponse(statusCode: 204)))
        )

        let response = try await client.send(Endpoint<EmptyResponse>(path: "todos/1", method: .delete))

        #expect(response.statusCode == 204)
        #expect(response.value == EmptyResponse())
    }
}
