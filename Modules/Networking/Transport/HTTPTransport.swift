import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Moves one request over the wire and returns what came back, whatever the status code.
///
/// This is the seam between Strata's HTTP logic (validation, decoding, pagination) and the library
/// that does the I/O. A transport must honour `request.timeoutInterval` as a deadline for the whole
/// exchange, and end promptly with `NetworkError.cancelled` when the calling task is cancelled.
public protocol HTTPTransport: Sendable {
    func send(_ request: URLRequest) async throws(NetworkError) -> HTTPResponse
}
