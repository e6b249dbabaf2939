import Foundation
import StrataJSON

/// The entry point of the HTTP layer: builds the request an endpoint describes, sends it through a
/// transport (retrying as the configuration's policy allows, within its deadline), rejects non-2xx
/// responses and bodies that are not JSON, and decodes the body.
///
/// Every failure surfaces as a `NetworkError`, so callers handle one error type.
public struct HTTPClient: Sendable {
    /// The settings every call uses; fixed for the client's life, so make a new client to change them.
    public let configuration: NetworkConfiguration
    private let transport: any HTTPTransport
    private let decoder: any ResponseDecoder
    private let interceptors: [any HTTPInterceptor]
    private let cache: (any ResponseCache)?
    private let clock: ElapsedClock

    /// - Parameters:
    ///   - configuration: the server, headers, timeouts, limits and retry policy every call uses.
    ///   - transport: moves the bytes; the platform's best one unless a test or an app picks another.
    ///   - decoder: `StrataJSONDecoder` by default, several times faster than `JSONDecoder` with the
    ///     same results and errors; pass `JSONDecoder()` or any other `ResponseDecoder` to change that.
    ///   - interceptors: see every request and every attempt, in this order.
    ///   - cache: when given, GET requests are revalidated with `If-None-Match` and a 304 serves the
    ///     stored body.
    ///   - clock: measures the call's own deadline and sleeps between attempts; tests pass one that does
    ///     not wait. (A `RequestDeadline` shared across calls runs on the continuous clock.) An
    ///     `any Clock<Duration>`, as everywhere elapsed time is injected; calendar time comes as
    ///     `now: () -> Date`.
    public init(
        configuration: NetworkConfiguration,
        transport: any HTTPTransport = HTTPTransports.platformDefault(),
        decoder: any ResponseDecoder = StrataJSONDecoder(),
        interceptors: [any HTTPInterceptor] = [],
        cache: (any ResponseCache)? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.configuration = configuration
        self.transport = transport
        self.decoder = decoder
        self.interceptors = interceptors
        self.cache = cache
        self.clock = ElapsedClock(clock)
    }

    /// Sends the request and decodes the body to `Value`, keeping status, headers and pagination.
    public func send<Value: Sendable>(_ endpoint: Endpoint<Value>) async throws(NetworkError) -> NetworkResponse<Value>
    {
        let conditional = await ConditionalRequest(try endpoint.makeRequest(with: configuration), cache: cache)
        let call = HTTPCall(
            transport: transport, interceptors: interceptors, configuration: configuration, clock: clock)
        let response = conditional.resolve(try await call.run(conditional.request))
        try RedirectCheck(request: conditional.request, baseURL: configuration.baseURL).check(response)
        guard response.isSuccess || conditional.isServedFromCache(response) else {
            throw .httpStatus(code: response.statusCode, body: response.body)
        }
        if let nothing = EmptyResponse() as? Value {
            return NetworkResponse(value: nothing, statusCode: response.statusCode, headers: response.headers)
        }
        if response.body.isEmpty, let empty = (Value.self as? any EmptyBodyRepresentable.Type)?.emptyBody as? Value {
            return NetworkResponse(value: empty, statusCode: response.statusCode, headers: response.headers)
        }
        if endpoint.expectsJSON, let contentType = response.headers["Content-Type"],
            !JSONMediaType.matches(contentType)
        {
            throw .unexpectedContentType(contentType)
        }
        let value: Value
        do {
            value = try decoder.decode(Value.self, from: response.body)
        } catch {
            throw .decoding(DecodingFailure(decoding: Value.self, error: error))
        }
        await conditional.remember(response)
        return NetworkResponse(value: value, statusCode: response.statusCode, headers: response.headers)
    }

    /// Sends the request and returns only the decoded body.
    public func value<Value: Sendable>(of endpoint: Endpoint<Value>) async throws(NetworkError) -> Value {
        try await send(endpoint).value
    }
}
