import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A hook into every call an `HTTPClient` makes: adapt each request before it goes out (an auth header),
/// watch each attempt's outcome (logs, metrics), and review each retry decision (refresh a token after a
/// 401, then ask for one more attempt).
///
/// Every requirement has a default that does nothing, so an interceptor implements only what it needs.
/// A client runs its interceptors in order, each one receiving what the previous one returned.
public protocol HTTPInterceptor: Sendable {
    /// Returns the request to send for attempt number `attempt` (from 1); throwing ends the call with
    /// that error and nothing is sent.
    func adapt(_ request: URLRequest, attempt: Int) async throws(NetworkError) -> URLRequest

    /// Called once each attempt is over, whether it brought a response or an error.
    func didFinish(_ exchange: HTTPExchange) async

    /// Called after each failed attempt with the decision made so far (by the retry policy, then by the
    /// interceptors before this one); returns the decision to follow.
    func review(_ decision: RetryDecision, after exchange: HTTPExchange) async -> RetryDecision
}

extension HTTPInterceptor {
    /// Sends the request unchanged.
    public func adapt(_ request: URLRequest, attempt: Int) async throws(NetworkError) -> URLRequest {
        request
    }

    /// Ignores the outcome.
    public func didFinish(_ exchange: HTTPExchange) async {}

    /// Keeps the decision made so far.
    public func review(_ decision: RetryDecision, after exchange: HTTPExchange) async -> RetryDecision {
        decision
    }
}
