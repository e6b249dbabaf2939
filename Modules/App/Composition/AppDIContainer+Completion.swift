import Foundation
import StrataData
import StrataDomain

/// What shell completion can offer ids of after a route or a `todos` subcommand.
public enum CompletionSubject: String, CaseIterable, Sendable {
    /// `posts/ID`.
    case posts
    /// `users/ID`.
    case users
    /// `albums/ID`: the albums of every user the store knows.
    case albums
    /// The ids `strata todos toggle|rename|rm|retry|discard` take: the user's own todos.
    case todos
}

extension AppDIContainer {
    /// A container over the store `configuration` names, offline and read-only, when that store exists
    /// and is current: a completion runs at a TAB, so it never creates, marks, migrates, seeds, repairs
    /// or moves a store, nor waits long for another process's lock. Anything else (no store, `:memory:`,
    /// a store that would need a migration, a file that is not a Strata store) is `nil`, and completion
    /// offers no ids.
    public static func overExistingStore(_ configuration: AppConfiguration) -> AppDIContainer? {
        let location = DatabaseLocation.resolve(
            explicitPath: configuration.databasePath, environment: configuration.environment)
        guard let database = try? StrataDatabase.openToRead(location, busyTimeout: .milliseconds(250)) else {
            return nil
        }
        var offline = configuration
        offline.isOffline = true
        return AppDIContainer(configuration: offline, database: database)
    }

    /// The ids of `subject` the local store holds, read through the same use cases as the screens but
    /// never from the network: a completion must answer at once, whatever the server does. Todos are
    /// those of `ownerID`, or of the user signed in in the app; none when neither is known. Nothing
    /// known, or a store that cannot be read, is an empty list: completion offers nothing then.
    public func storedIDs(of subject: CompletionSubject, ownerID: User.ID?) async -> [Int] {
        do throws(RepositoryError) {
            switch subject {
            case .posts:
                return try await storedPostIDs()
            case .users:
                return try await DefaultFetchUsersUseCase(users: users).execute(policy: .stored).value.map(\.id)
            case .albums:
                return try await storedAlbumIDs()
            case .todos:
                guard let owner = await todosOwner(ownerID) else { return [] }
                return try await makeFetchTodosUseCase().execute(ownerID: owner, policy: .stored).value.map(\.id)
            }
        } catch {
            return []
        }
    }

    /// Every post id the store holds, a page of 100 at a time until the store has no more.
    private func storedPostIDs() async throws(RepositoryError) -> [Int] {
        let fetchPage = DefaultFetchPostsPageUseCase(posts: posts)
        var ids: [Int] = []
        var request: PageRequest? = PageRequest(number: 1, size: 100)
        while let current = request {
            let page = try await fetchPage.execute(current, policy: .stored).value
            ids += page.items.map(\.id)
            request = page.hasNextPage && !page.items.isEmpty ? current.next : nil
        }
        return ids
    }

    /// Every album id the store holds: albums are kept per user, so the users' albums, one user after
    /// another. A user whose albums were never stored has none to offer, and the others still count.
    private func storedAlbumIDs() async throws(RepositoryError) -> [Int] {
        let fetchAlbums = DefaultFetchUserAlbumsUseCase(albums: albums)
        var ids: [Int] = []
        for user in try await DefaultFetchUsersUseCase(users: users).execute(policy: .stored).value {
            ids += (try? await fetchAlbums.execute(ownerID: user.id, policy: .stored))?.value.map(\.id) ?? []
        }
        return ids
    }

    private func todosOwner(_ ownerID: User.ID?) async -> User.ID? {
        if let ownerID { return ownerID }
        return await makeRestoreSessionUseCase().execute()?.id
    }
}
