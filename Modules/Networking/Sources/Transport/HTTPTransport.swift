import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Moves one request over the wire and returns what came back, whatever the status code.
///
/// This is the seam between Strata's HTTP logic (retries, validation, decoding, pagination) and the
/// library that does the I/O. Every transport keeps the same promises, and the same test suite checks
/// them against a misbehaving server:
/// - `request.timeoutInterval` is a deadline for the whole exchange, ending in `NetworkError.timedOut`;
/// - cancelling the calling task ends the call promptly with `NetworkError.cancelled`;
/// - a body longer than `maximumBodySize` is not read past the limit and ends in
///   `NetworkError.responseTooLarge`;
/// - a body cut short, by a reset or a close before the announced length, is
///   `TransportFailure.Kind.connectionLost`, never a short success.
public protocol HTTPTransport: Sendable {
    /// Sends `request` once, without retrying or following policy; see the type's promises above.
    func send(_ request: URLRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse
}

extension HTTPTransport {
    /// Sends `request` with the default body limit, `NetworkConfiguration.defaultMaximumBodySize`.
    public func send(_ request: URLRequest) async throws(NetworkError) -> HTTPResponse {
        try await send(request, maximumBodySize: NetworkConfiguration.defaultMaximumBodySize)
    }
}
