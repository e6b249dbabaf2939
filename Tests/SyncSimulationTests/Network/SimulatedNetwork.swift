import Foundation
import StrataNetworking
import StrataTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The wire between simulated processes and simulated servers: every request waits here, in flight,
/// until the scheduler delivers it (the server does its work and the answer returns, or is lost on the
/// way back) or drops it (the server never hears of it).
final class SimulatedNetwork: Sendable {
    /// A request in flight.
    struct InFlight {
        let id: Int
        let processID: Int
        let request: URLRequest
        let continuation: CheckedContinuation<Result<HTTPResponse, NetworkError>, Never>
    }

    private struct State {
        var nextID = 0
        var inFlight: [InFlight] = []
        /// Requests whose callers stopped waiting; the scheduler decides whether each reached the server.
        var abandoned: [URLRequest] = []
        var deadProcesses: Set<Int> = []
    }

    private let state = Locked(State())

    /// The transport a process sends through.
    func transport(for processID: Int) -> some HTTPTransport {
        Transport(network: self, processID: processID)
    }

    /// The requests in flight, oldest first.
    var inFlight: [InFlight] { state.withLock { $0.inFlight } }

    /// Takes the request with `id` off the wire, for the scheduler to deliver or drop.
    func take(_ id: Int) -> InFlight? {
        state.withLock { state in
            guard let index = state.inFlight.firstIndex(where: { $0.id == id }) else { return nil }
            return state.inFlight.remove(at: index)
        }
    }

    /// Takes every request whose caller stopped waiting.
    func takeAbandoned() -> [URLRequest] {
        state.withLock { state in
            defer { state.abandoned = [] }
            return state.abandoned
        }
    }

    /// From now on the process sends nothing: it has ended.
    func cutOff(_ processID: Int) {
        state.withLock { _ = $0.deadProcesses.insert(processID) }
    }

    fileprivate func hold(_ request: URLRequest, from processID: Int) async -> Result<HTTPResponse, NetworkError> {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let refused = state.withLock { state in
                    guard !state.deadProcesses.contains(processID), !Task.isCancelled else { return true }
                    state.inFlight.append(
                        InFlight(id: id, processID: processID, request: request, continuation: continuation))
                    return false
                }
                if refused { continuation.resume(returning: .failure(.cancelled)) }
            }
        } onCancel: {
            let abandoned = state.withLock { state -> InFlight? in
                guard let index = state.inFlight.firstIndex(where: { $0.id == id }) else { return nil }
                let request = state.inFlight.remove(at: index)
                state.abandoned.append(request.request)
                return request
            }
            abandoned?.continuation.resume(returning: .failure(.cancelled))
        }
    }

    private struct Transport: HTTPTransport {
        let network: SimulatedNetwork
        let processID: Int

        func send(_ request: URLRequest, maximumBodySize: Int) async throws(NetworkError) -> HTTPResponse {
            try await network.hold(request, from: processID).get()
        }
    }
}
