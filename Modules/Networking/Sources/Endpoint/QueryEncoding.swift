import Foundation

/// Percent-encodes query names and values per RFC 3986: everything but the unreserved characters
/// (letters, digits, `-`, `.`, `_`, `~`) is escaped. `URLComponents` leaves `+`, `&`-free sub-delims
/// and `/` alone, and servers read a raw `+` in a query as a space, so `search/sunt+aut` would search
/// for "sunt aut".
enum QueryEncoding {
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func percentEncoded(_ item: URLQueryItem) -> URLQueryItem {
        URLQueryItem(name: encode(item.name), value: item.value.map(encode))
    }

    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }
}
