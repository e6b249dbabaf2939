import StrataDomain

extension ContentLoader {
    /// The loader of a list that belongs to one user (their posts, their albums), loaded with the user.
    ///
    /// A server answers `GET /users/99/posts` with an empty list for a user it has never heard of, so
    /// the list alone cannot tell "nobody" from "nothing": the user is read first, an unknown one is
    /// "User 99 does not exist", and the list is as current as the less current of the two reads.
    static func userList<Element: Sendable, Item: Sendable>(
        of userID: User.ID,
        fetchUser: any FetchUserUseCase,
        row: @escaping @Sendable (Element) -> Item,
        fetchList: @escaping @Sendable (ReadPolicy) async throws(RepositoryError) -> Fetched<[Element]>
    ) -> ContentLoader<ListContent<Item>> where Content == ListContent<Item> {
        owned(by: userID, fetchUser: fetchUser, fetch: fetchList) { list, freshness in
            ListContent(items: list.map(row), freshness: freshness)
        }
    }

    /// The loader of content that belongs to one user, loaded with the user: an unknown one is "User 99
    /// does not exist", and `content` gets the less current of the two reads' freshness.
    static func owned<Value: Sendable>(
        by userID: User.ID,
        fetchUser: any FetchUserUseCase,
        fetch: @escaping @Sendable (ReadPolicy) async throws(RepositoryError) -> Fetched<Value>,
        content: @escaping @Sendable (Value, Freshness) -> Content
    ) -> ContentLoader<Content> {
        let load: Fetch = { policy async throws(RepositoryError) in
            let user = try await fetchUser.execute(userID: userID, policy: policy)
            let owned = try await fetch(policy)
            return content(owned.value, owned.freshness.combined(with: user.freshness))
        }
        return ContentLoader(describe: { ErrorViewModel($0, notFound: "User \(userID) does not exist") }, fetch: load)
    }
}
