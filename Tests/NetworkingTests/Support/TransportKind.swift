import StrataNetworking
import Testing

/// The transports Strata ships on this platform; transport and fault tests run once for each.
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case urlSession
    case curl

    /// Every transport this platform builds: libcurl is Linux only.
    static var shipped: [TransportKind] {
        #if canImport(CCurl)
            [.urlSession, .curl]
        #else
            [.urlSession]
        #endif
    }

    func make() -> any HTTPTransport {
        switch self {
        case .urlSession:
            return URLSessionTransport()
        case .curl:
            #if canImport(CCurl)
                return CurlTransport()
            #else
                preconditionFailure("libcurl is not built on this platform")
            #endif
        }
    }

    var testDescription: String { rawValue }
}
