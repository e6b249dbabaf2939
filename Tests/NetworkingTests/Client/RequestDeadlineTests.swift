import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

/// One deadline for every request of a piece of work, in sequence or side by side.
@Suite("RequestDeadline", .serialized)
struct RequestDeadlineTests {
    private struct Post: Decodable, Sendable { let id: Int }

    @Test("requests one after another share the deadline: the second gets only the time left")
    func sequential() async throws {
        let server = try SharedTestServer.get()
        let client = HTTPClient(
            configuration: NetworkConfiguration(
                baseURL: server.url("?_fault=hang"), timeout: .seconds(5), deadline: .seconds(5)))
        let clock = ContinuousClock()
        let start = clock.now

        let outcomes = await RequestDeadline.within(.milliseconds(600)) {
            var outcomes: [NetworkError?] = []
            for path in ["posts/1", "users/1"] {
                do throws(NetworkError) {
                    _ = try await client.value(of: Endpoint<Post>(path: path))
                    outcomes.append(nil)
                } catch {
                    outcomes.append(error)
                }
            }
            return outcomes
        }

        #expect(outcomes == [.timedOut, .timedOut])
        #expect(clock.now - start < .seconds(3), "each request alone would wait 5 s")
    }

    @Test("without a scope, a call keeps its own deadline")
    func unscoped() {
        #expect(RequestDeadline.current == nil)
    }

    @Test("an inner scope can only make the deadline sooner")
    func nested() async {
        let outer = await RequestDeadline.within(.milliseconds(100)) {
            await RequestDeadline.within(.seconds(60)) { RequestDeadline.current }
        }
        let inner = await RequestDeadline.within(.seconds(60)) {
            await RequestDeadline.within(.milliseconds(100)) { RequestDeadline.current }
        }
        let now = ContinuousClock.now
        #expect(outer.map { now.duration(to: $0) < .seconds(1) } == true)
        #expect(inner.map { now.duration(to: $0) < .seconds(1) } == true)
    }
}
