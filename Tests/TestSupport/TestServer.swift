import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The JSONPlaceholder-compatible server in `Tests/Server`, started on a free 127.0.0.1 port for one
/// test and stopped by `stop()` or when the value goes away.
///
/// The server reads its stdin, a pipe from this process, as its lifeline (`--exit-on-stdin-eof`), so it
/// goes away even when the test process crashes before it can stop it.
public final class TestServer: Sendable {
    public enum StartError: Error, CustomStringConvertible {
        case didNotStart(String)

        public var description: String {
            switch self {
            case .didNotStart(let output): "test server did not start: \(output)"
            }
        }
    }

    /// `http://127.0.0.1:PORT`, with no trailing slash.
    public let baseURL: URL
    public let port: Int
    private let process: ChildProcess

    /// Starts the server; with `persistPath`, writes are applied and saved to that file. `arguments`
    /// go to the server as they are, such as `["--max-title-length", "30"]`.
    public static func start(persistPath: String? = nil, arguments: [String] = []) throws -> TestServer {
        try start(
            script: RepositoryPaths.testServerScript,
            arguments: (persistPath.map { ["--persist", $0] } ?? []) + arguments)
    }

    /// Starts the small server that serves only `/posts` (three posts, no paging headers, 404 for
    /// everything else), written apart from the main one, as a backend nobody here wrote would be.
    public static func startPostsOnly() throws -> TestServer {
        try start(
            script: RepositoryPaths.root.appendingPathComponent("Tests/Server/posts_only_server.py"), arguments: [])
    }

    /// Starts the script and reads the port it announces; one that announces nothing within a minute
    /// (however loaded the machine) is stopped and reported.
    private static func start(script: URL, arguments extra: [String]) throws -> TestServer {
        let process = try ChildProcess.start(
            "/usr/bin/env", ["python3", script.path, "--port", "0", "--exit-on-stdin-eof"] + extra,
            stdin: .pipe, stdout: .pipe, stderr: .inherited)
        let announced = process.readOutput(within: .seconds(60)) { $0.contains(UInt8(ascii: "\n")) }
        let line = String(decoding: announced, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard line.hasPrefix("LISTENING "), let port = Int(line.dropFirst("LISTENING ".count)) else {
            process.wait(within: .zero)
            throw StartError.didNotStart(line)
        }
        return TestServer(process: process, port: port)
    }

    private init(process: ChildProcess, port: Int) {
        self.process = process
        self.port = port
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// A URL on this server, such as `url("posts?_fault=hang")`.
    public func url(_ pathAndQuery: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(pathAndQuery)")!
    }

    /// How many requests carrying `_key=key` the server has seen, read from its `/_stats` route: how a
    /// test proves a request was, or was never, sent.
    public func requestCount(key: String) async throws -> Int {
        struct Stats: Decodable { let count: Int }
        let (data, _) = try await URLSession.shared.data(for: control("_stats", key: key))
        return try JSONDecoder().decode(Stats.self, from: data).count
    }

    /// Lets every answer held with `_fault=hold&_key=key` go, and every later one at once: a test opens
    /// a window exactly as long as it needs, where a delay would guess how long a loaded machine takes.
    public func release(key: String) async throws {
        var request = control("_release", key: key)
        request.httpMethod = "POST"
        _ = try await URLSession.shared.data(for: request)
    }

    /// A request to one of the server's control routes for `key`, with a minute's patience: a busy
    /// machine may keep the server from answering for seconds.
    private func control(_ route: String, key: String) -> URLRequest {
        var components = URLComponents(url: url(route), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "_key", value: key)]
        return URLRequest(url: components.url!, timeoutInterval: 60)
    }

    /// Stops the server: its lifeline closes and it is asked to end; one still running after ten
    /// seconds is killed.
    public func stop() {
        process.closeInput()
        process.send(SIGTERM)
        process.wait(within: .seconds(10))
    }

    deinit {
        stop()
    }
}
