import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Start-then-cancel races: the pattern that deadlocks URLSession on Linux (#5412) and crashes it when
/// a cache is attached (#3296), run back to back on one transport.
@Suite("Cancel races", .serialized)
struct CancelRaceTests {
    static let races = 10_000

    @Test("10,000 start-then-cancel races end with no deadlock and no crash", arguments: TransportKind.shipped)
    func survivesCancelRaces(kind: TransportKind) async throws {
        let server = try SharedTestServer.get()
        let transport = kind.make()
        let request = URLRequest(url: server.url("posts/1"), timeoutInterval: 5)
        var outcomes: [String: Int] = [:]

        for iteration in 0..<Self.races {
            let task = Task { try await transport.send(request) }
            // Cancel before the task runs, as it starts, and once it is under way.
            switch iteration % 4 {
            case 1: await Task.yield()
            case 2: for _ in 0..<(iteration % 7) { await Task.yield() }
            case 3: try await Task.sleep(for: .microseconds(50 * (iteration % 32)))
            default: break
            }
            task.cancel()
            switch await task.result {
            case .success: outcomes["completed", default: 0] += 1
            case .failure(NetworkError.cancelled): outcomes["cancelled", default: 0] += 1
            case .failure(let error): outcomes["\(error)", default: 0] += 1
            }
        }

        #expect(Set(outcomes.keys).isSubset(of: ["completed", "cancelled"]), "\(outcomes)")
        #expect(outcomes["cancelled", default: 0] > 0)
        // The transport still works after the storm.
        #expect(try await transport.send(request).statusCode == 200)
    }
}
