import Foundation

extension URL {
    /// `text` as a URL when it is an absolute http or https address with a host: the only kind a screen
    /// may offer to open. `nil` for anything else (relative, `javascript:`, `file:`, no host), where
    /// the API's addresses come in, from the server, the snapshot or the store.
    init?(webAddress text: String) {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        self = url
    }
}
