import Foundation
import StrataNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What the probe was asked to do, parsed from its arguments.
struct ProbeCommand {
    static let usage = """
        usage: StrataNetworkProbe request URL [--transport T] [--timeout SECONDS]
                                            [--max-cpu-percent P] [--min-seconds S] [--max-seconds S]
               StrataNetworkProbe cancel-races URL [--transport T] [--count N]

          request       sends one GET and reports its outcome, the wall time and the CPU time the
                        process used meanwhile; fails when the CPU share of one core or the wall time
                        is outside the limits given
          cancel-races  starts and cancels N requests in a row (default 10000); fails on any outcome
                        other than a response or a cancellation
          T             curl, urlsession or default (the platform's choice; the default)
        """

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    enum Mode {
        case request(RequestProbe.Limits)
        case cancelRaces(count: Int)
    }

    let mode: Mode
    let url: URL
    let transportName: String
    let timeout: TimeInterval

    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        guard let verb = remaining.popFirst(), let address = remaining.popFirst(), let url = URL(string: address),
            url.scheme != nil
        else { throw UsageError(description: "a mode and a URL are required") }
        var options: [String: String] = [:]
        while let flag = remaining.popFirst() {
            guard flag.hasPrefix("--"), let value = remaining.popFirst() else {
                throw UsageError(description: "unexpected argument '\(flag)'")
            }
            options[String(flag.dropFirst(2))] = value
        }
        func number(_ name: String, default fallback: Double) throws(UsageError) -> Double {
            guard let text = options.removeValue(forKey: name) else { return fallback }
            guard let value = Double(text), value.isFinite, value > 0 else {
                throw UsageError(description: "--\(name) needs a positive number")
            }
            return value
        }

        self.url = url
        transportName = options.removeValue(forKey: "transport") ?? "default"
        timeout = try number("timeout", default: 30)
        switch verb {
        case "request":
            func optional(_ name: String) throws(UsageError) -> Double? {
                options[name] == nil ? nil : try number(name, default: 0)
            }
            mode = .request(
                RequestProbe.Limits(
                    maximumCPUPercent: try optional("max-cpu-percent"),
                    minimumSeconds: try optional("min-seconds"),
                    maximumSeconds: try optional("max-seconds")))
        case "cancel-races":
            mode = .cancelRaces(count: Int(try number("count", default: 10_000)))
        default:
            throw UsageError(description: "unknown mode '\(verb)'")
        }
        if let unknown = options.keys.first { throw UsageError(description: "unknown option --\(unknown)") }
        guard ["curl", "urlsession", "default"].contains(transportName) else {
            throw UsageError(description: "unknown transport '\(transportName)'")
        }
    }

    func run() async -> Bool {
        let transport = makeTransport()
        let request = URLRequest(url: url, timeoutInterval: timeout)
        switch mode {
        case .request(let limits):
            return await RequestProbe(transport: transport, label: transportLabel).run(request, within: limits)
        case .cancelRaces(let count):
            return await CancelRaceProbe(transport: transport, label: transportLabel).run(request, count: count)
        }
    }

    private var transportLabel: String {
        switch transportName {
        case "default":
            "default (\(type(of: HTTPTransports.platformDefault())))"
        default:
            transportName
        }
    }

    private func makeTransport() -> any HTTPTransport {
        switch transportName {
        case "urlsession":
            return URLSessionTransport()
        case "curl":
            #if canImport(CCurl)
                return CurlTransport()
            #else
                FileHandle.standardError.write(Data("libcurl is not built on this platform\n".utf8))
                exit(2)
            #endif
        default:
            return HTTPTransports.platformDefault()
        }
    }
}
