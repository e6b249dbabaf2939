import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One call of an `HTTPClient`: its attempts, the retry decisions between them and the waits they ask
/// for, all within the call's deadline.
struct HTTPCall {
    let transport: any HTTPTransport
    let interceptors: [any HTTPInterceptor]
    let configuration: NetworkConfiguration
    let clock: ElapsedClock

    /// Sends `request` until an attempt succeeds or the policy gives up, and returns the last response:
    /// a 2xx, a 304, or the failing status that ended the call. Throws the last error otherwise.
    func run(_ request: URLRequest) async throws(NetworkError) -> HTTPResponse {
        let method = HTTPMethod(rawValue: request.httpMethod ?? "GET")
        // The sooner of the call's own deadline and the one its caller's work shares with its other requests.
        let deadline = clock.now() + min(configuration.deadline, RequestDeadline.timeLeft ?? configuration.deadline)
        var attempt = 0
        while true {
            attempt += 1
            if Task.isCancelled { throw .cancelled }
            let timeLeft = deadline - clock.now()
            guard timeLeft > .zero else { throw .timedOut }

            let exchange = try await perform(request, attempt: attempt, timeLimit: min(configuration.timeout, timeLeft))
            for interceptor in interceptors {
                await interceptor.didFinish(exchange)
            }
            switch exchange.outcome {
            case .success(let response) where response.isSuccess || response.statusCode == 304:
                return response
            case .failure(.cancelled):
                throw .cancelled
            default:
                break
            }

            // A request that carries an Idempotency-Key belongs to a caller that counts its attempts and
            // sends the key again itself: a repeat made here is one it could not count (its second
            // attempt, answered "still in progress", would read as its first).
            guard request.value(forHTTPHeaderField: "Idempotency-Key") == nil else {
                return try exchange.outcome.get()
            }
            var decision = configuration.retryPolicy.decision(
                after: exchange.outcome, attempt: attempt, method: method, timeLeft: deadline - clock.now())
            for interceptor in interceptors {
                decision = await interceptor.review(decision, after: exchange)
            }
            guard case .retry(let delay) = decision else {
                return try exchange.outcome.get()
            }
            do {
                try await clock.sleep(for: delay)
            } catch {
                throw .cancelled
            }
        }
    }

    private func perform(_ request: URLRequest, attempt: Int, timeLimit: Duration) async throws(NetworkError)
        -> HTTPExchange
    {
        var request = request
        request.timeoutInterval = timeLimit / .seconds(1)
        for interceptor in interceptors {
            request = try await interceptor.adapt(request, attempt: attempt)
        }
        let start = clock.now()
        let outcome: Result<HTTPResponse, NetworkError>
        do {
            outcome = .success(try await transport.send(request, maximumBodySize: configuration.maximumBodySize))
        } catch {
            outcome = .failure(error)
        }
        return HTTPExchange(request: request, attempt: attempt, outcome: outcome, duration: clock.now() - start)
    }
}
