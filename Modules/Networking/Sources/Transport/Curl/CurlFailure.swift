#if canImport(CCurl)
    import CCurl

    /// Translates libcurl's result codes into the networking layer's errors.
    enum CurlFailure {
        static func networkError(for code: CURLcode, detail: String) -> NetworkError {
            let words = detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
            let kind: TransportFailure.Kind
            switch code {
            case CURLE_OPERATION_TIMEDOUT:
                return .timedOut
            case CURLE_ABORTED_BY_CALLBACK:
                return .cancelled
            case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
                kind = .other
            case CURLE_COULDNT_CONNECT:
                kind = .cannotConnect
            case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
                kind = .hostNotFound
            case CURLE_PARTIAL_FILE, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING:
                kind = .connectionLost
            case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
                CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH:
                kind = .secureConnectionFailed
            case CURLE_WEIRD_SERVER_REPLY, CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_BAD_CONTENT_ENCODING,
                CURLE_TOO_MANY_REDIRECTS, CURLE_HTTP3:
                kind = .badServerResponse
            default:
                kind = .other
            }
            return .transport(TransportFailure(kind: kind, detail: words))
        }
    }
#endif
