#if canImport(CCurl)
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// A transport on libcurl, the default on Linux, where URLSession busy-polls while it waits.
    ///
    /// One thread per transport drives all of its requests through libcurl's multi interface and sleeps
    /// while nothing happens, so a request waiting on a slow server costs no CPU. Connections are reused
    /// between requests. Cancellation resumes the caller at once and the transfer is torn down on the
    /// transport's thread; the deadline is libcurl's own timeout; bodies are held to their size limit as
    /// they arrive.
    public final class CurlTransport: HTTPTransport {
        private let loop: Result<CurlEventLoop, NetworkError>

        /// Starts the transport's thread. If the process cannot provide one (no file descriptor or memory
        /// left), every request fails with a transport error instead.
        public init() {
            do {
                loop = .success(try CurlEventLoop())
            } catch {
                loop = .failure(error)
            }
        }

        deinit {
            if case .success(let loop) = loop { loop.stop() }
        }

        /// Hands the request to the transport's thread and suspends the caller, blocking no thread, until it ends.
        public func send(_ request: URLRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
            if Task.isCancelled { throw .cancelled }
            let loop = try loop.get()
            let pending = PendingResponse()
            let transferID = LockedState<UInt64?>(nil)
            let outcome = await withTaskCancellationHandler {
                await pending.outcome {
                    let id = loop.submit(request, maximumBodySize: maximumBodySize, pending: pending)
                    transferID.withLock { $0 = id }
                    // A cancellation that came while the id was unknown could not tell the loop.
                    if pending.isSettled { loop.cancel(id) }
                }
            } onCancel: {
                guard pending.deliver(.failure(.cancelled)) else { return }
                if let id = transferID.withLock({ $0 }) { loop.cancel(id) }
            }
            return try outcome.get()
        }
    }
#endif
