#if canImport(CCurl)
    import CCurl
    import Foundation

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// The thread that drives every transfer of one `CurlTransport` through a libcurl multi handle.
    ///
    /// The thread sleeps in `curl_multi_poll` until a socket is ready, a libcurl timer (such as a
    /// transfer's timeout) is due, or another thread writes to its eventfd: nothing polls while a request
    /// waits. Other threads never touch a libcurl handle; they leave submissions and cancellations in the
    /// inbox and wake the thread, which owns the multi handle and every easy handle.
    final class CurlEventLoop: Sendable {
        private struct Submission: Sendable {
            let id: UInt64
            let request: URLRequest
            let maximumBodySize: Int
            let pending: PendingResponse
        }

        private struct Inbox {
            var submissions: [Submission] = []
            var cancellations: [UInt64] = []
            var lastID: UInt64 = 0
            var isStopping = false
        }

        private let inbox = LockedState(Inbox())
        /// Written to wake the thread. Stays open as long as any thread can hold this loop, so a wake-up
        /// never reaches a reused descriptor.
        private let wakeDescriptor: Int32

        /// Starts the thread. Fails only when the process is out of file descriptors or memory.
        init() throws(NetworkError) {
            guard CurlLibrary.isInitialized else {
                throw .transport(TransportFailure(kind: .other, detail: "libcurl failed to initialise"))
            }
            let descriptor = strata_wake_descriptor()
            guard descriptor >= 0 else {
                throw .transport(TransportFailure(kind: .other, detail: "eventfd: \(String(cString: strerror(errno)))"))
            }
            wakeDescriptor = descriptor
            let thread = Thread { [self] in run() }
            thread.name = "strata.curl"
            thread.start()
        }

        deinit {
            close(wakeDescriptor)
        }

        /// Hands `request` to the thread; `pending` receives the outcome. Returns an id for `cancel`.
        func submit(_ request: URLRequest, maximumBodySize: Int, pending: PendingResponse) -> UInt64 {
            let id: UInt64? = inbox.withLock { inbox in
                guard !inbox.isStopping else { return nil }
                inbox.lastID += 1
                let submission = Submission(
                    id: inbox.lastID, request: request, maximumBodySize: maximumBodySize, pending: pending)
                inbox.submissions.append(submission)
                return inbox.lastID
            }
            guard let id else {
                pending.deliver(.failure(.cancelled))
                return 0
            }
            wake()
            return id
        }

        /// Asks the thread to abandon transfer `id`; its caller must already have been resumed.
        func cancel(_ id: UInt64) {
            inbox.withLock { $0.cancellations.append(id) }
            wake()
        }

        /// Ends the thread once it has failed every transfer still in flight with `cancelled`.
        func stop() {
            inbox.withLock { $0.isStopping = true }
            wake()
        }

        private func wake() {
            var one: UInt64 = 1
            _ = write(wakeDescriptor, &one, MemoryLayout<UInt64>.size)
        }

        private func drainWakeUps() {
            var count: UInt64 = 0
            _ = read(wakeDescriptor, &count, MemoryLayout<UInt64>.size)
        }

        // MARK: The loop thread

        private func run() {
            guard let multi = curl_multi_init() else {
                failEverything(with: "libcurl could not make a multi handle")
                return
            }
            var transfers: [UInt64: CurlTransfer] = [:]
            var wakeUp = curl_waitfd(fd: wakeDescriptor, events: Int16(CURL_WAIT_POLLIN), revents: 0)

            while true {
                drainWakeUps()
                let (submissions, cancellations, isStopping) = inbox.withLock { inbox in
                    defer {
                        inbox.submissions = []
                        inbox.cancellations = []
                    }
                    return (inbox.submissions, inbox.cancellations, inbox.isStopping)
                }
                for submission in submissions where !submission.pending.isSettled {
                    start(submission, on: multi, into: &transfers)
                }
                for id in cancellations {
                    if let transfer = transfers.removeValue(forKey: id) {
                        curl_multi_remove_handle(multi, transfer.easy)
                    }
                }
                if isStopping { break }

                var running: Int32 = 0
                curl_multi_perform(multi, &running)
                finishCompletedTransfers(of: multi, in: &transfers)
                // Sleeps until a socket or the eventfd is ready, or libcurl's next timer is due if that
                // is sooner than the minute given here.
                curl_multi_poll(multi, &wakeUp, 1, 60_000, nil)
            }

            for transfer in transfers.values {
                curl_multi_remove_handle(multi, transfer.easy)
                transfer.pending.deliver(.failure(.cancelled))
            }
            transfers = [:]
            curl_multi_cleanup(multi)
            failEverything(with: nil)
        }

        private func start(
            _ submission: Submission, on multi: UnsafeMutableRawPointer, into transfers: inout [UInt64: CurlTransfer]
        ) {
            do {
                let transfer = try CurlTransfer(
                    request: submission.request, maximumBodySize: submission.maximumBodySize, id: submission.id,
                    pending: submission.pending)
                let added = curl_multi_add_handle(multi, transfer.easy)
                guard added == CURLM_OK else {
                    let detail = String(cString: curl_multi_strerror(added))
                    submission.pending.deliver(.failure(.transport(TransportFailure(kind: .other, detail: detail))))
                    return
                }
                transfers[submission.id] = transfer
            } catch {
                submission.pending.deliver(.failure(error))
            }
        }

        private func finishCompletedTransfers(
            of multi: UnsafeMutableRawPointer, in transfers: inout [UInt64: CurlTransfer]
        ) {
            var queued: Int32 = 0
            while let message = curl_multi_info_read(multi, &queued) {
                guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
                let result = strata_curl_message_result(message)
                var context: UnsafeMutableRawPointer?
                strata_curl_easy_getinfo_pointer(easy, CURLINFO_PRIVATE, &context)
                let id = UInt64(UInt(bitPattern: context))
                curl_multi_remove_handle(multi, easy)
                if let transfer = transfers.removeValue(forKey: id) {
                    transfer.pending.deliver(transfer.outcome(of: result))
                }
            }
        }

        /// Fails whatever is still queued once the thread is ending (or could not start).
        private func failEverything(with detail: String?) {
            let submissions = inbox.withLock { inbox in
                inbox.isStopping = true
                defer { inbox.submissions = [] }
                return inbox.submissions
            }
            let error: NetworkError =
                detail.map { .transport(TransportFailure(kind: .other, detail: $0)) } ?? .cancelled
            for submission in submissions {
                submission.pending.deliver(.failure(error))
            }
        }
    }
#endif
