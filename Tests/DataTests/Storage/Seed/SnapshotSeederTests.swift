import Foundation
import StrataDomain
import StrataTestSupport
import Testing

@testable import StrataData
@testable import StrataSQLite

@Suite("Seeding from the bundled snapshot")
struct SnapshotSeederTests {
    /// The snapshot stands for whichever server the store first talks to, so any address sees it.
    private let anyServer = ServerAddress(baseURL: URL(string: "http://127.0.0.1:8080/api")!)

    @Test("the bundled snapshot is found through Bundle.module and holds the whole dataset")
    func bundledSnapshot() throws {
        let snapshot = try JSONPlaceholderSnapshot.bundled()

        #expect(snapshot.posts.count == 100)
        #expect(snapshot.comments.count == 500)
        #expect(snapshot.users.count == 10)
        #expect(snapshot.todos.count == 200)
        #expect(snapshot.albums.count == 100)
        #expect(snapshot.photos.count == 5000)
    }

    @Test("the bundled snapshot is the test fixture's data, record for record")
    func matchesFixture() throws {
        let fixture = try JSONPlaceholderSnapshot(json: try Data(contentsOf: RepositoryPaths.jsonPlaceholderData))
        let bundled = try JSONPlaceholderSnapshot.bundled()

        #expect(bundled.posts == fixture.posts)
        #expect(bundled.comments == fixture.comments)
        #expect(bundled.users == fixture.users)
        #expect(bundled.todos == fixture.todos)
        #expect(bundled.albums == fixture.albums)
        #expect(bundled.photos == fixture.photos)
    }

    @Test("a seeded store answers every screen offline: pages, posts, comments, users, todos, albums, photos")
    func seededStoreReads() async throws {
        let database = try await StrataDatabase.open(.inMemory).database

        let page = try await SQLitePostsStore(database: database).page(.first)
        let lastPage = try await SQLitePostsStore(database: database).page(PageRequest(number: 10))
        let comments = try await SQLiteCommentsStore(database: database).comments(ofPost: 1)
        let user = try await SQLiteUsersStore(database: database).user(id: 1)
        let todos = try await SQLiteTodosStore(database: database, server: anyServer).todos(ownerID: 1)
        let albums = try await SQLiteAlbumsStore(database: database, server: anyServer).albums(ofOwner: 1)
        let photos = try await SQLiteAlbumsStore(database: database, server: anyServer).photos(ofAlbum: 100)

        #expect(page?.items.map(\.id) == Array(1...10))
        #expect(page?.totalCount == 100)
        #expect(lastPage?.hasNextPage == false)
        #expect(comments.map(\.id) == Array(1...5))
        #expect(user?.username == "Bret")
        #expect(user?.address.coordinate == GeoCoordinate(latitude: -37.3159, longitude: 81.1496))
        #expect(todos.count == 20)
        #expect(todos.allSatisfy { $0.todo.syncStatus == .synced && $0.serverID == $0.todo.id })
        #expect(try await SQLiteTodoOutbox(database: database, server: anyServer).pendingOperations().isEmpty)
        #expect(albums.map(\.id) == Array(1...10))
        #expect(albums.first?.title == "quidem molestiae enim")
        #expect(photos.map(\.id) == Array(4951...5000))
        #expect(photos.last?.thumbnailURL.absoluteString == "https://via.placeholder.com/150/6dd9cb")
    }

    @Test("seeding twice writes nothing the second time")
    func idempotent() async throws {
        let database = try await emptyStrataDatabase()
        let seeder = SnapshotSeeder(database: database)
        let snapshot = try JSONPlaceholderSnapshot.bundled()

        let first = try await seeder.seedIfEmpty(from: snapshot)
        let second = try await seeder.seedIfEmpty(from: snapshot)

        #expect(first == SeedCounts(posts: 100, comments: 500, users: 10, todos: 200, albums: 100, photos: 5000))
        #expect(second == nil)
        #expect(try await database.count("posts") == 100)
        #expect(try await database.count("todos") == 200)
        #expect(try await database.count("photos") == 5000)
    }

    @Test("a store that already holds the user's own todo is never seeded over")
    func skipsNonEmptyStore() async throws {
        let database = try await emptyStrataDatabase()
        _ = try await SQLiteTodosStore(database: database, server: anyServer).create(
            ownerID: 1, title: "mine", at: Date())

        let seeded = try await SnapshotSeeder(database: database).seedIfEmpty(from: try .bundled())

        #expect(seeded == nil)
        #expect(try await database.count("posts") == 0)
    }

    @Test("seeding that fails half way leaves the store empty, to be seeded on the next run")
    func allOrNothing() async throws {
        let database = try await emptyStrataDatabase()
        try await database.write { connection in
            try connection.executeScript(
                """
                CREATE TEMP TRIGGER refuse BEFORE INSERT ON todos WHEN (SELECT count(*) FROM todos) = 149
                BEGIN SELECT RAISE(ABORT, 'no room for todo 150'); END
                """)
        }

        let error = await storageError { () async throws(StorageError) in
            try await SnapshotSeeder(database: database).seedIfEmpty(from: try .bundled())
        }

        #expect(error == .constraint(detail: "no room for todo 150"))
        for table in ["posts", "comments", "users", "todos", "collection_totals", "albums", "photos"] {
            #expect(try await database.count(table) == 0, "\(table)")
        }
        #expect(try await SnapshotSeeder(database: database).isStoreEmpty())
    }

    @Test("a snapshot that is not JSONPlaceholder's shape is an invalid seed")
    func invalidSnapshot() {
        let result = Result { () throws(StorageError) in try JSONPlaceholderSnapshot(json: Data("{\"posts\": 3}".utf8))
        }

        guard case .failure(.invalidSeed(let detail)) = result else {
            Issue.record("expected an invalid seed, got \(result)")
            return
        }
        #expect(detail.contains("posts"))
    }
}
