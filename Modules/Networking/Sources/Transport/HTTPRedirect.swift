import Foundation

/// One redirect a transport followed on its way to a response: the 3xx status and where it pointed.
///
/// The response alone carries only the last status, which is the answer found at the end; the chain is
/// what lets `RedirectCheck` name the redirect that left the base URL with its own status.
public struct HTTPRedirect: Sendable, Hashable {
    /// The redirect's status, such as 302.
    public let status: Int
    /// The absolute URL the transport asked next.
    public let location: URL

    /// Transports record each redirect as they follow it; test doubles build a chain.
    public init(status: Int, location: URL) {
        self.status = status
        self.location = location
    }
}
