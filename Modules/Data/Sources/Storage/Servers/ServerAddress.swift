import Foundation

/// Which server a store's server ids belong to: the base URL's scheme, host, port and path, written
/// one way (`https://jsonplaceholder.typicode.com`, `http://127.0.0.1:3000/api`), so two spellings of
/// one base URL are one server and any other base URL is another.
///
/// No query, fragment or user info takes part: they change how requests are made, not whose ids the
/// answers carry.
struct ServerAddress: Hashable, Sendable, CustomStringConvertible {
    let text: String

    init(baseURL: URL) {
        let components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true)
        let scheme = components?.scheme?.lowercased() ?? "http"
        let host = components?.host?.lowercased() ?? ""
        let defaultPort = scheme == "https" ? 443 : 80
        let port = components?.port.flatMap { $0 == defaultPort ? nil : ":\($0)" } ?? ""
        var path = components?.path ?? ""
        while path.hasSuffix("/") { path.removeLast() }
        text = "\(scheme)://\(host)\(port)\(path)"
    }

    var description: String { text }
}
