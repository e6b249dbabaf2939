extension ScreenDocument {
    /// What `--json FIELDS` prints of a screen: the post or user of a details screen as one object,
    /// else each item of its list; `nil` when the screen's items lack a named field.
    func selecting(_ names: [String]) -> (any Encodable)? {
        if let post { return SelectedFields(post, names: names) }
        if let user { return SelectedFields(user, names: names) }
        if let posts { return SelectedFields.list(posts, names: names) }
        if let comments { return SelectedFields.list(comments, names: names) }
        if let users { return SelectedFields.list(users, names: names) }
        if let todos { return SelectedFields.list(todos, names: names) }
        return nil
    }
}
