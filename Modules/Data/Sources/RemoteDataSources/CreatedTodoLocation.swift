import Foundation

/// Reads the id of a created todo from the `Location` a server answered the creation with: the URL,
/// absolute or relative to the collection, must be `<base URL>/todos/<id>` on the base URL's own
/// server, so a Location elsewhere never gives a todo an id of another server.
struct CreatedTodoLocation {
    let baseURL: URL

    func id(in location: String) -> Int? {
        let collection = baseURL.appendingPathComponent("todos")
        guard let url = URL(string: location, relativeTo: collection)?.absoluteURL,
            let found = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let base = URLComponents(url: baseURL, resolvingAgainstBaseURL: true),
            found.scheme?.lowercased() == base.scheme?.lowercased(),
            found.host?.lowercased() == base.host?.lowercased(),
            Self.port(of: found) == Self.port(of: base)
        else { return nil }
        let basePath = base.path.split(separator: "/")
        let path = found.path.split(separator: "/")
        guard path.count == basePath.count + 2, path.starts(with: basePath), path[basePath.count] == "todos",
            let id = Int(path[basePath.count + 1]), id > 0
        else { return nil }
        return id
    }

    private static func port(of components: URLComponents) -> Int {
        components.port ?? (components.scheme?.lowercased() == "https" ? 443 : 80)
    }
}
