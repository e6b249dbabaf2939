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

          request       sends one GET and reports its outcome, the wall time and the CPU time the
                        process used meanwhile; fails when the CPU share of one core or the wall time
                        is outside the limits given
          T             curl, urlsession or default (the platform's choice; the default)
        """

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    let limits: RequestProbe.Limits
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
        guard verb == "request" else { throw UsageError(description: "unknown mode '\(verb)'") }
        func optional(_ name: String) throws(UsageError) -> Double? {
            options[name] == nil ? nil : try number(name, default: 0)
        }
        limits = RequestProbe.Limits(
            maximumCPUPercent: try optional("max-cpu-percent"),
            minimumSeconds: try optional("min-seconds"),
            maximumSeconds: try optional("max-seconds"))
        if let unknown = options.keys.first { throw UsageError(description: "unknown option --\(unknown)") }
        guard ["curl", "urlsession", "default"].contains(transportName) else {
            throw UsageError(description: "unknown transport '\(transportName)'")
        }
    }

    func run() async -> Bool {
        let request = URLRequest(url: url, timeoutInterval: timeout)
        return await RequestProbe(transport: makeTransport(), label: transportLabel).run(request, within: limits)
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
