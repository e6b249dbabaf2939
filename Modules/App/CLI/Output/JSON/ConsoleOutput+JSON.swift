extension ConsoleOutput {
    /// Prints `document` as `--json` asked for it: whole, or only the named fields of its subject.
    /// Returns `false`, having said why on stderr, when the subject lacks a named field: the parser
    /// checked the names against the subject the command promised, so that is a fault in Strata, and
    /// a script gets an exit status saying so rather than an object missing what it asked for.
    func writeJSON(_ document: some JSONDocument, fields: JSONFields) -> Bool {
        switch fields {
        case .all:
            writeJSON(document)
            return true
        case .only(let names):
            guard let selected = document.selecting(names) else {
                writeError(
                    "strata: this output has no field among \(names.joined(separator: ", ")) (a fault in strata)")
                return false
            }
            writeJSON(selected)
            return true
        }
    }
}
