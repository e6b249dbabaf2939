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
        let fetch: Fetch = { policy async throws(RepositoryError) in
            let user = try await fetchUser.execute(userID: userID, policy: policy)
            let list = try await fetchList(policy)
            return ListContent(items: list.value.map(row), freshness: list.freshness.combined(with: user.freshness))
        }
        return ContentLoader(describe: { ErrorViewModel($0, notFound: "User \(userID) does not exist") }, fetch: fetch)
    }
}
