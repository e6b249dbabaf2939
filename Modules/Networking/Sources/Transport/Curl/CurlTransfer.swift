#if canImport(CCurl)
    import CCurl
    import Foundation

    #if canImport(FoundationNetworking)
        import FoundationNetworking
    #endif

    /// One request as a libcurl easy handle, with the headers and body it receives.
    ///
    /// It lives on its `CurlEventLoop`'s thread only: made there, driven there by the multi handle, and
    /// released there once the handle has left the multi handle. That confinement is why it needs no lock
    /// and is not `Sendable`; the `PendingResponse` it reports to is the one thing other threads touch.
    final class CurlTransfer {
        let pending: PendingResponse
        let easy: UnsafeMutableRawPointer
        private let method: String
        private var headerList: UnsafeMutablePointer<curl_slist>?
        private let errorBuffer: UnsafeMutablePointer<CChar>
        private var body: ResponseBody
        private var headers = HTTPHeaders()
        private var redirects: [HTTPRedirect] = []
        /// The status of the response whose header lines are arriving.
        private var status: Int?

        /// Configures an easy handle for `request`; `id` is stored in the handle so the loop can find
        /// this transfer again when libcurl reports it done.
        init(
            request: URLRequest, maximumBodySize: Int, id: UInt64, pending: PendingResponse
        ) throws(NetworkError) {
            guard let url = request.url?.absoluteString else { throw .invalidURL("a request without a URL") }
            guard let easy = curl_easy_init() else {
                throw .transport(TransportFailure(kind: .other, detail: "libcurl could not make a handle"))
            }
            self.easy = easy
            self.pending = pending
            method = request.httpMethod?.uppercased() ?? "GET"
            body = ResponseBody(limit: maximumBodySize)
            errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
            errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))

            let context = Unmanaged.passUnretained(self).toOpaque()
            var status = CURLE_OK
            func set(_ code: CURLcode) {
                if status == CURLE_OK { status = code }
            }
            set(strata_curl_easy_setopt_string(easy, CURLOPT_URL, url))
            set(strata_curl_easy_setopt_pointer(easy, CURLOPT_PRIVATE, UnsafeMutableRawPointer(bitPattern: UInt(id))))
            set(strata_curl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer))
            set(strata_curl_easy_setopt_write_function(easy, CURLOPT_WRITEFUNCTION, Self.receiveBody))
            set(strata_curl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context))
            set(strata_curl_easy_setopt_write_function(easy, CURLOPT_HEADERFUNCTION, Self.receiveHeader))
            set(strata_curl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context))
            // Signals are not safe in a multithreaded process; the threaded resolver does not need them.
            set(strata_curl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1))
            set(strata_curl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"))
            set(strata_curl_easy_setopt_string(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"))
            // A write is never followed: libcurl would re-send a POST answered 301, 302 or 303 as a GET.
            set(strata_curl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, Self.followsRedirects(method) ? 1 : 0))
            set(strata_curl_easy_setopt_long(easy, CURLOPT_MAXREDIRS, 10))
            // An empty string accepts every encoding this libcurl can decode; the limit applies to the
            // decoded body.
            set(strata_curl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""))
            set(strata_curl_easy_setopt_long(easy, CURLOPT_TIMEOUT_MS, Self.milliseconds(request.timeoutInterval)))
            set(strata_curl_easy_setopt_off_t(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(maximumBodySize)))
            set(configureMethod(request))
            set(configureHeaders(request))
            guard status == CURLE_OK else {
                throw .transport(TransportFailure(kind: .other, detail: String(cString: curl_easy_strerror(status))))
            }
        }

        deinit {
            curl_easy_cleanup(easy)
            curl_slist_free_all(headerList)
            errorBuffer.deallocate()
        }

        private func configureMethod(_ request: URLRequest) -> CURLcode {
            let body = request.httpBody
            switch (method, body) {
            case ("GET", nil):
                return strata_curl_easy_setopt_long(easy, CURLOPT_HTTPGET, 1)
            case ("HEAD", _):
                return strata_curl_easy_setopt_long(easy, CURLOPT_NOBODY, 1)
            default:
                if let body {
                    let size = strata_curl_easy_setopt_off_t(easy, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
                    guard size == CURLE_OK else { return size }
                    let copied = body.withUnsafeBytes { bytes in
                        strata_curl_easy_setopt_pointer(
                            easy, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
                    }
                    guard copied == CURLE_OK else { return copied }
                }
                return method == "POST" && body != nil
                    ? CURLE_OK : strata_curl_easy_setopt_string(easy, CURLOPT_CUSTOMREQUEST, method)
            }
        }

        private func configureHeaders(_ request: URLRequest) -> CURLcode {
            // "Expect:" with no value stops libcurl from waiting for a 100 Continue before a body.
            var lines = ["Expect:"]
            for (name, value) in request.allHTTPHeaderFields ?? [:] {
                lines.append(value.isEmpty ? "\(name);" : "\(name): \(value)")
            }
            for line in lines {
                guard let appended = curl_slist_append(headerList, line) else { return CURLE_OUT_OF_MEMORY }
                headerList = appended
            }
            return strata_curl_easy_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList)
        }

        /// The outcome of the finished transfer, from libcurl's result code and what was received.
        func outcome(of result: CURLcode) -> PendingResponse.Outcome {
            if body.exceededLimit || result == CURLE_FILESIZE_EXCEEDED {
                return .failure(.responseTooLarge(limit: body.limit))
            }
            guard result == CURLE_OK else {
                let detail = String(cString: errorBuffer)
                return .failure(CurlFailure.networkError(for: result, detail: detail))
            }
            var statusCode = 0
            strata_curl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &statusCode)
            var effectiveURL: UnsafeMutablePointer<CChar>?
            strata_curl_easy_getinfo_string(easy, CURLINFO_EFFECTIVE_URL, &effectiveURL)
            if let truncated = body.truncationFailure(headers: headers, statusCode: statusCode, method: method) {
                return .failure(truncated)
            }
            return .success(
                HTTPResponse(
                    statusCode: statusCode, headers: headers, body: body.data,
                    url: effectiveURL.flatMap { URL(string: String(cString: $0)) }, redirects: redirects
                ))
        }

        private func receiveBody(_ chunk: UnsafeRawBufferPointer) -> Bool {
            body.append(chunk)
        }

        /// Keeps the header fields of the last response: a redirect or a `100 Continue` starts over with
        /// a new status line. A status line after a 3xx means libcurl followed it: the redirect joins the
        /// chain, pointing where libcurl now asks (its effective URL, resolved as libcurl resolved it).
        private func receiveHeader(_ line: UnsafeRawBufferPointer) {
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if text.hasPrefix("HTTP/") {
                if let previous = status, (300...399).contains(previous), let next = currentURL() {
                    redirects.append(HTTPRedirect(status: previous, location: next))
                }
                // "HTTP/1.1 302 Found", "HTTP/2 302": the code is the second word.
                status = text.split(separator: " ").dropFirst().first.flatMap { Int($0) }
                headers = HTTPHeaders()
            } else if let colon = text.firstIndex(of: ":") {
                let name = String(text[..<colon]).trimmingCharacters(in: .whitespaces)
                let value = String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                headers[name] = headers[name].map { "\($0), \(value)" } ?? value
            }
        }

        /// The URL libcurl is asking now.
        private func currentURL() -> URL? {
            var url: UnsafeMutablePointer<CChar>?
            guard strata_curl_easy_getinfo_string(easy, CURLINFO_EFFECTIVE_URL, &url) == CURLE_OK else { return nil }
            return url.flatMap { URL(string: String(cString: $0)) }
        }

        private static let receiveBody: curl_write_callback = { buffer, size, count, context in
            guard let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            let length = size * count
            // Returning less than `length` makes libcurl abort the transfer with CURLE_WRITE_ERROR.
            return transfer.receiveBody(UnsafeRawBufferPointer(start: buffer, count: length)) ? length : 0
        }

        private static let receiveHeader: curl_write_callback = { buffer, size, count, context in
            guard let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            let length = size * count
            transfer.receiveHeader(UnsafeRawBufferPointer(start: buffer, count: length))
            return length
        }

        /// Only a read is followed to where a server redirects it; see `RedirectCheck`.
        static func followsRedirects(_ method: String) -> Bool {
            method == "GET" || method == "HEAD"
        }

        private static func milliseconds(_ interval: TimeInterval) -> Int {
            guard interval.isFinite, interval > 0 else { return Int(Int32.max) }
            return Int(min((interval * 1000).rounded(.up), Double(Int32.max)))
        }
    }
#endif
