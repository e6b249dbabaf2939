/// The value of `--json FIELDS`: field names separated by commas, each a field of what the command
/// prints (its `JSONSubject`), checked before anything loads.
enum JSONFieldList {
    /// The names in `text`, in order, an empty one kept so `check` can name it.
    static func names(in text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }

    /// The names, each once, when every one is a field of `command`'s subject; otherwise the first that
    /// is not, with a suggestion for a typo and the fields there are. `name` is the command, for help.
    static func check(_ names: [String], for command: Command, name: CommandName?) throws(UsageError) -> [String] {
        guard let subject = JSONSubject(command) else {
            throw UsageError("--json: this command prints nothing to pick fields of", command: name)
        }
        let available = "The fields of \(subject.phrase): \(subject.fields.joined(separator: ", "))"
        guard !names.contains("") else {
            let typed = names.joined(separator: ",")
            let problem = typed.isEmpty ? "no field named" : "an empty field name in '\(typed)'"
            throw UsageError(
                "--json: \(problem); give --json alone for every field, or names such as id,title", command: name,
                usage: [available])
        }
        var kept: [String] = []
        for field in names where !kept.contains(field) {
            guard subject.fields.contains(field) else {
                throw UsageError(
                    "--json: unknown field '\(field)'\(Suggestion.phrase(for: field, among: subject.fields))",
                    command: name, usage: [available])
            }
            kept.append(field)
        }
        return kept
    }
}
