import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A GET made conditional on what a `ResponseCache` holds: it carries `If-None-Match` when an entity tag
/// is stored, turns a `304 Not Modified` back into the stored body, and stores each new tagged body.
struct ConditionalRequest {
    let request: URLRequest
    private let cache: (any ResponseCache)?
    private let stored: CachedResponse?

    /// Looks `request` up in `cache`; only GET requests without their own `If-None-Match` take part.
    init(_ request: URLRequest, cache: (any ResponseCache)?) async {
        guard let cache, let url = request.url, request.httpMethod?.uppercased() ?? "GET" == "GET",
            request.value(forHTTPHeaderField: "If-None-Match") == nil
        else {
            self.request = request
            self.cache = nil
            stored = nil
            return
        }
        let stored = await cache.cachedResponse(for: url)
        var conditional = request
        if let stored {
            conditional.setValue(stored.entityTag, forHTTPHeaderField: "If-None-Match")
        }
        self.request = conditional
        self.cache = cache
        self.stored = stored
    }

    /// The response to deliver: a 304 answered with the stored body and the stored headers updated by
    /// the new ones (RFC 9111 §4.3.4); anything else as it came.
    func resolve(_ response: HTTPResponse) -> HTTPResponse {
        guard response.statusCode == 304, let stored else { return response }
        var headers = stored.headers
        for (name, value) in response.headers.all {
            headers[name] = value
        }
        return HTTPResponse(
            statusCode: 304, headers: headers, body: stored.body, url: response.url, redirects: response.redirects)
    }

    /// Whether `response` is a 304 that `resolve` answered with the stored body.
    func isServedFromCache(_ response: HTTPResponse) -> Bool {
        response.statusCode == 304 && stored != nil
    }

    /// Stores a tagged 200, or refreshes the stored entry after a 304, once the body proved usable.
    func remember(_ response: HTTPResponse) async {
        guard let cache, let url = request.url, response.statusCode == 200 || response.statusCode == 304,
            let entityTag = response.headers["ETag"]
        else { return }
        if response.statusCode == 304, stored == nil { return }
        await cache.store(
            CachedResponse(entityTag: entityTag, body: response.body, headers: response.headers, storedAt: Date()),
            for: url)
    }
}
