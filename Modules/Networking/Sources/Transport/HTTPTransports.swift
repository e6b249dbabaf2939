/// The transports Strata ships, and the choice it makes for each platform.
public enum HTTPTransports {
    /// The transport to use unless there is a reason to pick one: `CurlTransport` on Linux, where
    /// URLSession spends a CPU core polling while a request waits, and `URLSessionTransport` elsewhere.
    /// Every call returns the same shared instance, so connections are reused across clients.
    public static func platformDefault() -> any HTTPTransport {
        shared
    }

    #if canImport(CCurl)
        private static let shared = CurlTransport()
    #else
        private static let shared = URLSessionTransport()
    #endif
}
