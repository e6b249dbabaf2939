import StrataDomain

@testable import StrataData

/// A working comments store in memory, held to the same contract as `SQLiteCommentsStore`.
actor InMemoryCommentsStore: CommentsStore {
    private var comments: [Comment.ID: Comment] = [:]

    func replaceComments(_ comments: [Comment], ofPost postID: Post.ID) {
        self.comments = self.comments.filter { $0.value.postID != postID }
        for comment in comments { self.comments[comment.id] = comment }
    }

    func comments(ofPost postID: Post.ID) -> [Comment] {
        comments.values.filter { $0.postID == postID }.sorted { $0.id < $1.id }
    }
}
