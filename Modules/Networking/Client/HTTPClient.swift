import Foundation

/// The entry point of the HTTP layer: builds the request an endpoint describes, sends it through a
/// transport, rejects non-2xx responses and decodes the body.
///
/// Every failure surfaces as a `NetworkError`, so callers handle one error type.
public struct HTTPClient: Sendable {
    public let configuration: NetworkConfiguration
    private let transport: any HTTPTransport
    private let decoder: any ResponseDecoder

    /// Creates a client. Bodies are decoded with `StrataJSONDecoder`, several times faster than
    /// `JSONDecoder` with the same results and errors; pass `JSONDecoder()` or any other
    /// `ResponseDecoder` to change that.
    public init(
        configuration: NetworkConfiguration,
        transport: any HTTPTransport = URLSessionTransport(),
        decoder: any ResponseDecoder = StrataJSONDecoder()
    ) {
        self.configuration = configuration
        self.transport = transport
        self.decoder = decoder
    }

    /// Sends the request and decodes the body to `Value`, keeping status, headers and pagination.
    public func send<Value: Sendable>(_ endpoint: Endpoint<Value>) async throws(NetworkError) -> NetworkResponse<Value>
    {
        let request = try endpoint.makeRequest(with: configuration)
        let response = try await transport.send(request)
        guard response.isSuccess else {
            throw .httpStatus(code: response.statusCode, body: response.body)
        }
        let value: Value
        do {
            value = try decoder.decode(Value.self, from: response.body)
        } catch {
            throw .decoding(DecodingFailure(decoding: Value.self, error: error))
        }
        return NetworkResponse(value: value, statusCode: response.statusCode, headers: response.headers)
    }

    /// Sends the request and returns only the decoded body.
    public func value<Value: Sendable>(of endpoint: Endpoint<Value>) async throws(NetworkError) -> Value {
        try await send(endpoint).value
    }
}
