/// What help says about `--json FIELDS`: the shape it prints, and the fields of each route or command,
/// made from `JSONSubject`, the table the parser checks the fields against.
enum JSONFieldsHelp {
    /// The JSON section of `strata help open`: the rule, then each route form with its fields.
    static var open: String {
        let subjects = JSONSubject.ofRoutes
        return """
            JSON
              --json prints the data behind the screen as one document (schema 1): the items, and the \
            page, the next page and how fresh the data is. --json FIELDS (or --json=FIELDS), such as \
            --json id,title, prints only those fields: an array with an object per item the screen \
            lists, or one object for posts/ID and users/ID (its post or user). \(layout)

            \(subjects.map { "  \($0.routeForms.joined(separator: ", ")): \(fields(of: $0))" }.joined(separator: "\n"))
            """
    }

    /// The JSON paragraph of `strata help todos`.
    static var todos: String {
        """
        JSON
          --json FIELDS prints only those fields of each todo listed (an array), or of the todo a \
        change leaves (an object): \(fields(of: .todo)). --json alone prints the whole document, with \
        whether the todo was deleted. \(layout)
        """
    }

    /// The JSON paragraph of `strata help sync`.
    static var sync: String {
        """
        JSON
          --json FIELDS prints only those fields of the report, as one object: \(fields(of: .syncReport)). \
        \(layout)
        """
    }

    /// A command line that is not understood has no format yet: `--json` may be a typo's neighbour, or
    /// the value of the flag before it, so only an understood one earns the error document.
    private static let layout =
        "JSON is indented in a terminal and on one line in a pipe or a file; a failure prints the error document, "
        + "and a command line that is not understood is explained on stderr only (exit 2)."

    private static func fields(of subject: JSONSubject) -> String {
        subject.fields.joined(separator: ", ")
    }
}
