import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Logs every attempt of every call, and every retry decision, through a `NetworkLogger`.
///
/// Only what `redaction` shows is written: header values and query values known to be harmless, never
/// a URL's user info; bodies are left out unless `logsBodies` is set, and even then only their first
/// kilobyte is written.
public struct LoggingInterceptor: HTTPInterceptor {
    private let logger: any NetworkLogger
    private let redaction: Redaction
    private let logsBodies: Bool

    /// - Parameters:
    ///   - logger: where the lines go; the app decides where and sanitises them there.
    ///   - redaction: what may be shown; every other header value, query value and user info is masked.
    ///   - logsBodies: whether request and response bodies are logged, at `debug` level.
    public init(logger: any NetworkLogger, redaction: Redaction = Redaction(), logsBodies: Bool = false) {
        self.logger = logger
        self.redaction = redaction
        self.logsBodies = logsBodies
    }

    /// Logs the method, URL, attempt number and redacted headers at `debug`; the request goes out unchanged.
    public func adapt(_ request: URLRequest, attempt: Int) async throws(NetworkError) -> URLRequest {
        logger.log(
            .debug,
            "\(summary(of: request)) attempt \(attempt) [\(redaction.render(request.allHTTPHeaderFields ?? [:]))]")
        if logsBodies, let body = request.httpBody, !body.isEmpty {
            logger.log(.debug, "\(summary(of: request)) request body: \(Self.excerpt(of: body))")
        }
        return request
    }

    /// Logs status, size and time at `info`, or the failure at `warning`.
    public func didFinish(_ exchange: HTTPExchange) async {
        let call = summary(of: exchange.request)
        let timing = "\(Self.milliseconds(exchange.duration)) ms, attempt \(exchange.attempt)"
        switch exchange.outcome {
        case .success(let response):
            logger.log(.info, "\(call) -> \(response.statusCode) (\(response.body.count) bytes, \(timing))")
            logger.log(.debug, "\(call) response headers [\(redaction.render(response.headers.all))]")
            if logsBodies, !response.body.isEmpty {
                logger.log(.debug, "\(call) response body: \(Self.excerpt(of: response.body))")
            }
        case .failure(let error):
            logger.log(.warning, "\(call) failed: \(error) (\(timing))")
        }
    }

    /// Logs a retry's delay at `info` or a final give-up at `error`; the decision itself is kept.
    public func review(_ decision: RetryDecision, after exchange: HTTPExchange) async -> RetryDecision {
        let call = summary(of: exchange.request)
        switch decision {
        case .retry(let delay):
            logger.log(.info, "\(call) retrying in \(Self.milliseconds(delay)) ms")
        case .giveUp(let reason):
            logger.log(.error, "\(call) giving up after attempt \(exchange.attempt): \(reason)")
        }
        return decision
    }

    /// "GET http://host/posts?_page=2", with what `redaction` does not show masked.
    private func summary(of request: URLRequest) -> String {
        "\(request.httpMethod ?? "GET") \(request.url.map(redaction.render) ?? "?")"
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        Int((duration / .milliseconds(1)).rounded())
    }

    private static func excerpt(of body: Data) -> String {
        let limit = 1024
        let text = String(decoding: body.prefix(limit), as: UTF8.self)
        return body.count > limit ? "\(text)... (\(body.count - limit) more bytes)" : text
    }
}
