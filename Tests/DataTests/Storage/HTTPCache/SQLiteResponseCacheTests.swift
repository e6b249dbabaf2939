import Foundation
import StrataNetworking
import StrataTestSupport
import Testing

@testable import StrataData
@testable import StrataSQLite

@Suite("SQLiteResponseCache")
struct SQLiteResponseCacheTests {
    private let url = URL(string: "http://127.0.0.1:9/posts/1")!

    @Test("a stored response comes back with its ETag, body and headers; a new one replaces it")
    func roundTrips() async throws {
        let cache = SQLiteResponseCache(
            database: try await emptyStrataDatabase(), privacy: ResponseCachePrivacy(redaction: Redaction()))
        let first = CachedResponse(
            entityTag: "\"a\"", body: Data("{\"id\":1}".utf8),
            headers: HTTPHeaders(["Content-Type": "application/json"]),
            storedAt: Date(timeIntervalSince1970: 100))
        let second = CachedResponse(
            entityTag: "\"b\"", body: Data("{\"id\":2}".utf8), headers: HTTPHeaders(),
            storedAt: Date(timeIntervalSince1970: 200))

        await cache.store(first, for: url)
        let read = await cache.cachedResponse(for: url)
        await cache.store(second, for: url)

        #expect(read == first)
        #expect(await cache.cachedResponse(for: url) == second)
        #expect(await cache.cachedResponse(for: URL(string: "http://127.0.0.1:9/posts/2")!) == nil)
    }

    @Test("with the cache, a second GET carries If-None-Match and a 304 serves the stored body")
    func conditionalRequestAgainstServer() async throws {
        let server = try TestServer.start()
        defer { server.stop() }
        let cache = SQLiteResponseCache(
            database: try await emptyStrataDatabase(), privacy: ResponseCachePrivacy(redaction: Redaction()))
        let client = HTTPClient(configuration: NetworkConfiguration(baseURL: server.baseURL), cache: cache)

        let first = try await client.send(JSONPlaceholderAPI.post(id: 1))
        let second = try await client.send(JSONPlaceholderAPI.post(id: 1))

        #expect(first.isNotModified == false)
        #expect(second.isNotModified)
        #expect(second.value == first.value)
    }

    @Test("no token, password, cookie or authorization reaches the file, yet the entry is found again")
    func keepsNoSecret() async throws {
        let directory = try TemporaryDirectory()
        let location = DatabaseLocation.file(directory.file())
        let secretURL = URL(
            string: "http://ada:hunter2pw@127.0.0.1:9/posts?token=tok-SECRET-1&_page=2&api_key=k-SECRET-2")!
        let response = CachedResponse(
            entityTag: "\"e\"", body: Data("[]".utf8),
            headers: HTTPHeaders([
                "Set-Cookie": "session=c-SECRET-3", "Authorization": "Bearer a-SECRET-4", "X-Total-Count": "100",
                "Link": "<http://127.0.0.1:9/posts?token=tok-SECRET-1&_page=3>; rel=\"next\"",
            ]),
            storedAt: Date(timeIntervalSince1970: 100))
        do {
            let cache = try await StrataDatabase.open(location, seed: .none).database.responseCache()
            await cache.store(response, for: secretURL)
            let read = await cache.cachedResponse(for: secretURL)
            #expect(read?.headers["X-Total-Count"] == "100")
            #expect(read?.headers["Set-Cookie"] == nil)
            #expect(read?.headers["Link"] == "<http://127.0.0.1:9/posts?token=%3Credacted%3E&_page=3>; rel=\"next\"")
            let otherToken = URL(
                string: "http://ada:hunter2pw@127.0.0.1:9/posts?token=other&_page=2&api_key=k-SECRET-2")!
            #expect(await cache.cachedResponse(for: otherToken) == nil, "another token is another entry")
        }

        let bytes = try [directory.file(), directory.file("strata.sqlite3-wal")]
            .filter { FileManager.default.fileExists(atPath: $0.path) }
            .reduce(Data()) { $0 + (try Data(contentsOf: $1)) }
        for secret in ["tok-SECRET-1", "k-SECRET-2", "c-SECRET-3", "a-SECRET-4", "hunter2pw"] {
            #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(secret) is in the store")
        }
    }

    @Test("no value of a query parameter or header outside the allowlist reaches the file, whatever its name")
    func generatedNamesNeverStored() async throws {
        let directory = try TemporaryDirectory()
        let names = (GeneratedNames.foundMissed + GeneratedNames.names(count: 120, seed: 2121))
            .filter { !Redaction.defaultHarmlessQueryNames.contains($0) }
            .filter { !Redaction.defaultHarmlessHeaders.contains($0.lowercased()) }
        var components = URLComponents(string: "http://127.0.0.1:9/posts")!
        components.queryItems =
            [URLQueryItem(name: "_page", value: "2")]
            + names.enumerated().map { URLQueryItem(name: $1, value: "q\($0)-SECRET") }
        let url = try #require(components.url)
        var fields = ["X-Total-Count": "100", "Content-Type": "application/json"]
        for (index, name) in names.enumerated() {
            fields[name] = "h\(index)-SECRET"
        }
        do {
            let cache = try await StrataDatabase.open(.file(directory.file()), seed: .none).database.responseCache()
            await cache.store(
                CachedResponse(
                    entityTag: "\"e\"", body: Data("[]".utf8), headers: HTTPHeaders(fields),
                    storedAt: Date(timeIntervalSince1970: 100)),
                for: url)
            let read = await cache.cachedResponse(for: url)
            #expect(read?.headers.all == ["x-total-count": "100", "content-type": "application/json"])
        }

        let bytes = try [directory.file(), directory.file("strata.sqlite3-wal")]
            .filter { FileManager.default.fileExists(atPath: $0.path) }
            .reduce(Data()) { $0 + (try Data(contentsOf: $1)) }
        #expect(bytes.range(of: Data("-SECRET".utf8)) == nil, "a value outside the allowlist is in the store")
        #expect(bytes.range(of: Data("_page=2".utf8)) != nil, "the harmless page stays readable")
    }

    @Test("a schema 3 cache that kept URLs in clear is dropped, with its pages wiped, on the upgrade")
    func upgradeWipesOldEntries() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.file().path
        let schema3 = SQLiteMigrator(migrations: Array(StrataSchema.migrator.migrations.prefix(3)))
        try await SQLiteDatabase(path: path, application: StrataSchema.application, migrator: schema3).write {
            connection in
            try connection.run(
                "INSERT INTO http_responses (url, etag, body, headers, stored_at) VALUES (?, 'e', x'00', '{}', 0)",
                ["http://127.0.0.1:9/posts?token=old-SECRET-5"])
        }

        _ = try await StrataDatabase.open(.file(URL(fileURLWithPath: path)), seed: .none)

        let bytes = try Data(contentsOf: directory.file())
        #expect(bytes.range(of: Data("old-SECRET-5".utf8)) == nil)
    }
}
