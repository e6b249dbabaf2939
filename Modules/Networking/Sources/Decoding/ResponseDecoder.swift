import Foundation

/// Turns a response body into a value. `HTTPClient` takes any decoder, so an app can swap in a faster
/// one without touching its DTOs, which stay plain `Decodable`.
public protocol ResponseDecoder: Sendable {
    /// Decodes a whole body; any error thrown becomes `NetworkError.decoding` with its coding path.
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension JSONDecoder: ResponseDecoder {}
