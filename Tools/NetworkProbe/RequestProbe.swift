import Foundation
import StrataNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one request and reports what it cost: the wall time and the CPU time the whole process used
/// while it waited. Against a slow server this is the transport's idle cost.
struct RequestProbe {
    /// Bounds the measurement must stay within for the probe to succeed; `nil` checks nothing.
    struct Limits {
        var maximumCPUPercent: Double?
        var minimumSeconds: Double?
        var maximumSeconds: Double?
    }

    let transport: any HTTPTransport
    let label: String

    func run(_ request: URLRequest, within limits: Limits) async -> Bool {
        let clock = ContinuousClock()
        let cpuBefore = ProcessCPUTime.now()
        let start = clock.now
        let outcome: String
        do {
            let response = try await transport.send(request)
            outcome = "HTTP \(response.statusCode), \(response.body.count) bytes"
        } catch {
            outcome = "\(error)"
        }
        let wall = clock.now - start
        let cpu = ProcessCPUTime.now() - cpuBefore
        let percent = wall > .zero ? 100 * (cpu / wall) : 0

        print(
            "\(label): \(outcome) after \(Self.seconds(wall)) s, CPU \(Self.seconds(cpu)) s "
                + "(\(String(format: "%.1f", percent)) % of one core)")
        let seconds = wall / .seconds(1)
        var breaches: [String] = []
        if let limit = limits.maximumCPUPercent, percent > limit { breaches.append("CPU over \(limit) %") }
        if let limit = limits.minimumSeconds, seconds < limit { breaches.append("faster than \(limit) s") }
        if let limit = limits.maximumSeconds, seconds > limit { breaches.append("slower than \(limit) s") }
        for breach in breaches {
            print("\(label): FAILED: \(breach)")
        }
        return breaches.isEmpty
    }

    static func seconds(_ duration: Duration) -> String {
        String(format: "%.3f", duration / .seconds(1))
    }
}
