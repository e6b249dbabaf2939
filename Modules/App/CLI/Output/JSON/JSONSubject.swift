import Foundation
import StrataPresentation

/// What `--json FIELDS` picks fields of, known from the command line alone, so a field that is not
/// there is refused before anything loads, and help and completions can name the fields of each route.
///
/// A list screen's subject is its items, a details screen's its one post or user, a `todos` change's
/// the todo, and `sync`'s its report. A route's subject is registered beside its screen's document
/// (`ScreenDocuments.swift`). `ScreenDocument.selecting` picks the same part of the document at run
/// time; a test proves, route by route, that the fields named here are the keys printed there.
struct JSONSubject: Hashable {
    /// "a post", "the sync report": the subject, as a message names it.
    let phrase: String
    /// The fields `--json FIELDS` accepts: the keys of the subject's document, in its order.
    let fields: [String]

    /// The subject a document type prints: its phrase and its keys, so there is no second list of
    /// either to keep.
    init<Document: FieldSelectable>(_ document: Document.Type) {
        phrase = Document.phrase
        fields = Document.fieldNames
    }

    // The subjects more than one route or command prints, named once.
    static let post = JSONSubject(PostDocument.self)
    static let comment = JSONSubject(CommentDocument.self)
    static let user = JSONSubject(UserDocument.self)
    static let todo = JSONSubject(TodoDocument.self)
    static let syncReport = JSONSubject(SyncDocument.self)

    /// The subject of `command`'s JSON; `nil` for a command that prints none.
    init?(_ command: Command) {
        switch command {
        case .open(let route): self.init(route)
        case .todos, .signedInTodos: self = .todo
        case .sync: self = .syncReport
        case .help, .version, .interactive, .completions, .completionIDs: return nil
        }
    }

    /// The subjects of the commands other than `open`, as the switch above names them.
    static let ofCommands: [JSONSubject] = [.todo, .syncReport]

    /// The subjects the routes print, each once, in the order of the forms that print them first.
    static var ofRoutes: [JSONSubject] {
        Route.forms.reduce(into: []) { subjects, form in
            if let subject = (try? Route(parsing: sample(of: form))).flatMap(JSONSubject.init),
                !subjects.contains(subject)
            {
                subjects.append(subject)
            }
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
