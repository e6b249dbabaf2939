import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One attempt of a call, as interceptors see it once it is over.
public struct HTTPExchange: Sendable {
    /// The request as it was sent, after every adapter ran.
    public let request: URLRequest
    /// The attempt's number within its call, starting at 1.
    public let attempt: Int
    /// What came back: a response with any status, or the error that ended the attempt.
    public let outcome: Result<HTTPResponse, NetworkError>
    /// How long the attempt took.
    public let duration: Duration

    /// Built by the client after each attempt; tests build one to drive an interceptor directly.
    public init(request: URLRequest, attempt: Int, outcome: Result<HTTPResponse, NetworkError>, duration: Duration) {
        self.request = request
        self.attempt = attempt
        self.outcome = outcome
        self.duration = duration
    }
}
