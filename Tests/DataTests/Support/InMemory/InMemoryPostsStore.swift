import StrataDomain

@testable import StrataData

/// A working posts store in memory, held to the same contract as `SQLitePostsStore`.
actor InMemoryPostsStore: PostsStore {
    private var posts: [Post.ID: Post] = [:]
    private var knownTotal: Int?

    func savePage(_ page: Page<Post>) {
        save(page.items)
        if let total = page.totalCount { knownTotal = total }
    }

    func page(_ request: PageRequest) -> Page<Post>? {
        let offset = request.offset
        let sorted = posts.values.sorted { $0.id < $1.id }
        let items = Array(sorted.dropFirst(offset).prefix(request.size))
        let total = knownTotal.map { max($0, sorted.count) }
        let isComplete = items.count == request.size || total.map { offset + items.count >= $0 } ?? false
        guard isComplete else { return nil }
        let hasNextPage = total.map { offset + items.count < $0 } ?? true
        return Page(items: items, request: request, totalCount: total, hasNextPage: hasNextPage)
    }

    func save(_ posts: [Post]) {
        for post in posts { self.posts[post.id] = post }
    }

    func posts(authorID: User.ID) -> [Post] {
        posts.values.filter { $0.authorID == authorID }.sorted { $0.id < $1.id }
    }

    func post(id: Post.ID) -> Post? {
        posts[id]
    }

    func posts(containing text: String) -> [Post] {
        let needle = text.asciiLowercased
        return posts.values.filter {
            $0.title.asciiLowercased.contains(needle) || $0.body.asciiLowercased.contains(needle)
        }
        .sorted { $0.id < $1.id }
    }
}

extension String {
    /// Lowercases ASCII letters only, as SQLite's `lower()` does.
    var asciiLowercased: String {
        String(
            unicodeScalars.map { ("A"..."Z").contains($0) ? Character(Unicode.Scalar($0.value + 32)!) : Character($0) })
    }
}
