import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

/// One deadline for every request of a piece of work, in sequence or side by side.
@Suite("RequestDeadline", .serialized)
struct RequestDeadlineTests {
    private struct Post: Decodable, Sendable { let id: Int }

    @Test("requests one after another share the deadline: once it has passed, the next is never sent")
    func sequential() async throws {
        let server = try SharedTestServer.get()
        let key = "deadline-\(UUID().uuidString)"
        let client = HTTPClient(
            configuration: NetworkConfiguration(
                baseURL: server.url("?_fault=hang"), timeout: .seconds(30), deadline: .seconds(30)))

        let outcomes = await RequestDeadline.within(.milliseconds(300)) {
            var outcomes: [NetworkError?] = []
            for path in ["posts/1", "users/1"] {
                do throws(NetworkError) {
                    let counted = URLQueryItem(name: "_key", value: "\(key)-\(path)")
                    _ = try await client.value(of: Endpoint<Post>(path: path, query: [counted]))
                    outcomes.append(nil)
                } catch {
                    outcomes.append(error)
                }
            }
            return outcomes
        }
        // The first may end before a busy server has read it; the second must never have been sent.
        let second = try await server.requestCount(key: "\(key)-users/1")

        #expect(outcomes == [.timedOut, .timedOut])
        #expect(second == 0, "the second request found the shared deadline passed and was not sent")
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
