import StrataPresentation

/// What the terminal does for a key on one screen.
enum ScreenCommand {
    /// Runs work that may take time; the app keeps drawing meanwhile.
    case run(@MainActor () async -> Void)
    /// Runs an edit the user made: unlike other work, it is not dropped when the app quits right
    /// after the key, and the app waits for it to be saved before it exits.
    case save(@MainActor () async -> Void)
    /// Asks a yes/no question and saves the edit on "y".
    case confirm(question: String, @MainActor () async -> Void)
    /// Says why the key does nothing here, or what happened.
    case say(StatusMessage)
    /// Puts the keyboard into the screen's text field.
    case startTyping
}

/// One screen as the terminal draws it and drives it: a view per screen, made by `ScreenViews`.
@MainActor
protocol ScreenView: AnyObject {
    /// The screen's content, read from its view model inside observation tracking.
    func content() -> ScreenContent
    /// What `key` does with the row `selected`, or `nil` when the screen has no use for the key.
    func command(for key: Key, selected: Int?) -> ScreenCommand?
    /// The keys this screen answers to, for `?` and the hints line, most useful first.
    var keys: [KeyHelp] { get }
    /// The keys that act on the row `selected`, with `keys`: a key that only applies to some rows is
    /// offered on those rows only.
    func keys(selected: Int?) -> [KeyHelp]
    /// The screen's text field, when it is being typed into: search, or a todo's title.
    var field: TypedField? { get }
    /// What moving the selection to `row` starts, such as loading the next page at the last row.
    func didMove(to row: Int) -> ScreenCommand?
    /// Puts the keyboard into the screen's field, after the screen asked for it with `.startTyping`.
    func beginTyping()
    /// What loads the rest of a list that arrives in pages, so G and End can reach its true end.
    var loadsEverything: (@MainActor () async -> Void)? { get }
    /// Starts receiving what the screen shows: a passive MVP view attaches itself to its presenter.
    /// A view that reads an observable view model needs nothing, which is the default.
    func attach()
    /// Stops receiving; a presenter cancels what it was loading for the view.
    func detach()
}

extension ScreenView {
    var field: TypedField? { nil }

    func beginTyping() {}

    var loadsEverything: (@MainActor () async -> Void)? { nil }

    func didMove(to row: Int) -> ScreenCommand? { nil }

    func keys(selected: Int?) -> [KeyHelp] { keys }

    func attach() {}

    func detach() {}
}

/// One line of help: the keys and what they do.
struct KeyHelp: Equatable {
    let keys: String
    let action: String
}

/// A field the keyboard types into, with what Enter, Esc and each edit do.
@MainActor
struct TypedField {
    /// "Search", "New todo".
    let label: String
    /// The text as the view model holds it.
    let text: String
    /// Why the last save failed, shown beside the field, where the user is looking.
    let error: ErrorViewModel?
    /// Called with the edited text after every edit.
    let change: @MainActor (String) async -> Void
    /// Enter, with the row highlighted below the field, if any.
    let submit: @MainActor (_ highlighted: Int?) async -> Void
    /// Whether Enter saves an edit (a todo's title), run as `ScreenCommand.save` runs, rather than
    /// starting a search.
    var submitSavesAnEdit = false
    /// What Enter does, in the hints line's words: "save" unless the field says otherwise.
    var enterAction = "save"
    /// Esc.
    let cancel: @MainActor () -> Void
}
