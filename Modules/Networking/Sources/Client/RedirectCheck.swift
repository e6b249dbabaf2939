import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The rule for redirects: an answer counts only when it comes from the server the base URL names.
///
/// Transports follow a redirect of a GET or HEAD and stop at any other method's, so a POST is never
/// re-sent as a GET or to another place. What arrives is then checked here: a 3xx (but 304) means a
/// write was sent elsewhere, and a final URL outside the base URL (another scheme, host, port or path)
/// means the data is another server's, whose ids must never be mixed with this one's. Either is
/// `NetworkError.redirected`, naming the redirect that did it: its own 3xx and where it pointed, never
/// the status of the answer found there.
struct RedirectCheck {
    let request: URLRequest
    let baseURL: URL

    func check(_ response: HTTPResponse) throws(NetworkError) {
        if (300...399).contains(response.statusCode), response.statusCode != 304 {
            let location = response.headers["Location"].flatMap { URL(string: $0, relativeTo: request.url) }
            throw .redirected(
                status: response.statusCode, location: location.map { Redaction().render($0.absoluteURL) } ?? "nowhere")
        }
        if let final = response.url, !Self.isBelow(final, baseURL) {
            // The first redirect out of the base URL is the cause; without a chain on record its status
            // is unknown, and saying none beats the final answer's 200.
            let exit = response.redirects.first { !Self.isBelow($0.location, baseURL) }
            throw .redirected(status: exit?.status, location: Redaction().render(exit?.location ?? final))
        }
    }

    /// Whether `url` has the base URL's scheme, host and port, and a path inside the base URL's path.
    static func isBelow(_ url: URL, _ base: URL) -> Bool {
        guard let found = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let expected = URLComponents(url: base, resolvingAgainstBaseURL: true)
        else { return false }
        let basePath = expected.path.hasSuffix("/") ? String(expected.path.dropLast()) : expected.path
        return found.scheme?.lowercased() == expected.scheme?.lowercased()
            && found.host?.lowercased() == expected.host?.lowercased()
            && Self.port(of: found) == Self.port(of: expected)
            && (found.path == basePath || found.path.hasPrefix(basePath + "/"))
    }

    private static func port(of components: URLComponents) -> Int? {
        components.port ?? (components.scheme?.lowercased() == "https" ? 443 : 80)
    }
}
