import Foundation

@testable import StrataData

extension ServerAddress {
    /// The server a store test's todos belong to.
    static let example = ServerAddress(baseURL: URL(string: "http://example.test")!)
}
