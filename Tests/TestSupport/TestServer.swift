import Foundation

/// The JSONPlaceholder-compatible server in `Tests/Server`, started on a free 127.0.0.1 port for one
/// test and stopped by `stop()` or when the value goes away.
///
/// The server reads a pipe from this process as its lifeline (`--exit-on-stdin-eof`), so it goes away
/// even when the test process crashes before it can stop it.
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
    private let process: Locked<Process?>
    private let lifeline: Pipe

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

    private static func start(script: URL, arguments extra: [String]) throws -> TestServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--port", "0", "--exit-on-stdin-eof"] + extra
        let output = Pipe()
        let lifeline = Pipe()
        process.standardOutput = output
        process.standardInput = lifeline
        try process.run()

        var announced = Data()
        while !announced.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            announced.append(chunk)
        }
        let line = String(decoding: announced, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard line.hasPrefix("LISTENING "), let port = Int(line.dropFirst("LISTENING ".count)) else {
            process.terminate()
            throw StartError.didNotStart(line)
        }
        return TestServer(process: process, port: port, lifeline: lifeline)
    }

    private init(process: sending Process, port: Int, lifeline: Pipe) {
        self.process = Locked(process)
        self.port = port
        self.lifeline = lifeline
        self.baseURL = URL(string: "http://127.0.0.1:\(port)")!
    }

    /// A URL on this server, such as `url("posts?_fault=hang")`.
    public func url(_ pathAndQuery: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(pathAndQuery)")!
    }

    public func stop() {
        try? lifeline.fileHandleForWriting.close()
        process.withLock { process in
            guard let running = process else { return }
            running.terminate()
            running.waitUntilExit()
            process = nil
        }
    }

    deinit {
        stop()
    }
}
