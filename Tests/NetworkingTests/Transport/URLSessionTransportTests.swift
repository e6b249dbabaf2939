import Foundation
import StrataNetworking
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What only the URLSession transport has to prove; everything transports share is in
/// `HTTPTransportTests`.
@Suite("URLSessionTransport")
struct URLSessionTransportTests {
    @Test("the session keeps no response cache (#3296)")
    func hasNoCache() {
        #expect(
            URLSessionTransport(configure: {
                $0.urlCache = URLCache(memoryCapacity: 1 << 20, diskCapacity: 0, diskPath: nil)
            }).hasResponseCache == false)
    }
}
