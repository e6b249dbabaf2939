extension String {
    /// The text with its first letter capitalised, as titles appear on screen; the rest is untouched.
    var sentenceCased: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// The first line of a multi-line text, for one-line previews.
    var firstLine: String {
        String(prefix(while: { !$0.isNewline }))
    }
}
