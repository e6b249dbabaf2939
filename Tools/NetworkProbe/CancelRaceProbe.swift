import Foundation
import StrataNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Starts and cancels requests back to back, cancelling at varying moments (before the task runs, as it
/// starts, once it is under way), and counts how each ended.
struct CancelRaceProbe {
    let transport: any HTTPTransport
    let label: String

    func run(_ request: URLRequest, count: Int) async -> Bool {
        let clock = ContinuousClock()
        let start = clock.now
        var outcomes: [String: Int] = [:]
        for iteration in 0..<count {
            let task = Task { try await transport.send(request) }
            switch iteration % 4 {
            case 1: await Task.yield()
            case 2: for _ in 0..<(iteration % 7) { await Task.yield() }
            case 3: try? await Task.sleep(for: .microseconds(50 * (iteration % 32)))
            default: break
            }
            task.cancel()
            switch await task.result {
            case .success: outcomes["completed", default: 0] += 1
            case .failure(NetworkError.cancelled): outcomes["cancelled", default: 0] += 1
            case .failure(let error): outcomes["\(error)", default: 0] += 1
            }
        }
        let elapsed = clock.now - start
        let summary = outcomes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        print("\(label): \(count) cancel races in \(RequestProbe.seconds(elapsed)) s: \(summary)")
        return Set(outcomes.keys).isSubset(of: ["completed", "cancelled"])
    }
}
