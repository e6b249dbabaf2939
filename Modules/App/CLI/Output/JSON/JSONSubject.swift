import Foundation
import StrataPresentation

/// What `--json FIELDS` picks fields of, known from the command line alone, so a field that is not
/// there is refused before anything loads, and help and completions can name the fields of each route.
///
/// A list screen's subject is its items, a details screen's its one post or user, a `todos` change's
/// the todo, and `sync`'s its report. `ScreenDocument.selecting` picks the same part of the document
/// at run time; a test proves, route by route, that the fields named here are the keys printed there.
enum JSONSubject: CaseIterable {
    case post, comment, user, todo, album, photo, syncReport
    // scaffold-scene: subjects

    /// The fields `--json FIELDS` accepts: the keys of the subject's document, in its order.
    var fields: [String] {
        switch self {
        case .post: PostDocument.fieldNames
        case .comment: CommentDocument.fieldNames
        case .user: UserDocument.fieldNames
        case .todo: TodoDocument.fieldNames
        case .album: AlbumDocument.fieldNames
        case .photo: PhotoDocument.fieldNames
        case .syncReport: SyncDocument.fieldNames
        // scaffold-scene: subject fields
        }
    }

    /// "a post", "the sync report": the subject, as a message names it.
    var phrase: String {
        switch self {
        case .post: "a post"
        case .comment: "a comment"
        case .user: "a user"
        case .todo: "a todo"
        case .album: "an album"
        case .photo: "a photo"
        case .syncReport: "the sync report"
        // scaffold-scene: subject phrases
        }
    }

    /// The subject of `command`'s JSON; `nil` for a command that prints none.
    init?(_ command: Command) {
        switch command {
        case .open(let route): self.init(route)
        case .todos, .signedInTodos: self = .todo
        case .sync: self = .syncReport
        case .help, .version, .interactive, .completions, .completionIDs: return nil
        }
    }

    /// The subject of the screen at `route`; `nil` for the search screen without a query, which lists
    /// no posts.
    init?(_ route: Route) {
        switch route {
        case .posts(.list), .posts(.details), .users(.posts): self = .post
        case .posts(.search(let query)):
            guard !query.isEmpty else { return nil }
            self = .post
        case .posts(.comments): self = .comment
        case .users(.list), .users(.profile): self = .user
        case .users(.todos), .todos: self = .todo
        case .users(.albums): self = .album
        case .users(.photos): self = .photo
        // scaffold-scene: route subjects
        }
    }

    /// The forms of `Route.forms` whose screens print this subject, for help and completions: each
    /// form, with a sample value in place of its placeholder, is parsed as the parser would parse it.
    var routeForms: [String] {
        Route.forms.filter { form in
            (try? Route(parsing: Self.sample(of: form))).flatMap(JSONSubject.init) == self
        }
    }

    /// "posts/1/comments" for "posts/ID/comments": a form with a valid value for each placeholder.
    static func sample(of form: String) -> String {
        form.replacingOccurrences(of: "ID", with: "1").replacingOccurrences(of: "=N", with: "=1")
            .replacingOccurrences(of: "QUERY", with: "q")
    }
}
