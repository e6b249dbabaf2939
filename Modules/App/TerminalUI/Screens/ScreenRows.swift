import StrataPresentation

/// Laying out the pieces several screens share.
enum ScreenRows {
    /// A post as a row: its title, and its first line under it.
    static func post(_ item: PostsListItemViewModel) -> ScreenContent.Row {
        ScreenContent.Row(text: item.title, detail: item.excerpt.isEmpty ? [] : [item.excerpt], id: item.id)
    }

    /// A user as a row: the name, and the handle and company under it.
    static func user(_ item: UserItemViewModel) -> ScreenContent.Row {
        ScreenContent.Row(text: item.name, detail: item.detail.isEmpty ? [] : [item.detail], id: item.id)
    }

    /// The lines of a multi-line text, blank ones kept, so paragraphs stay apart on screen; cut where
    /// the one sanitiser says a text's lines end, and nowhere else.
    static func lines(of text: String) -> [String] {
        TerminalText.lines(of: text)
    }

    /// A list of rows: the rows, or `empty` when there are none, with the freshness note.
    static func list(_ rows: [ScreenContent.Row], empty: String, note: String?) -> ScreenContent {
        var content = ScreenContent(rows: rows, emptyMessage: empty)
        content.rowsAreItems = true
        content.note = note
        return content
    }
}

/// The keys every list answers to.
extension KeyHelp {
    static let open = KeyHelp(keys: "Enter", action: "open")
    static let refresh = KeyHelp(keys: "r", action: "refresh")
    static let search = KeyHelp(keys: "/", action: "search")
}
