/// The rule every todo title follows, shared by creating and renaming: trimmed, showing something, and
/// short enough by every measure that matters.
///
/// Length is measured twice, because one measure alone lets some shape through: in characters as a
/// person sees them (grapheme clusters), which is what a row has room for, and in UTF-8 bytes, which
/// is what travels to the server and what a character may hide: one character can carry thousands of
/// combining marks and still count as one. 200 characters and 800 bytes mean that any title of 200
/// characters of one code point each (every letter of every script, most emoji) always fits.
public enum TodoTitle {
    /// The longest title a todo may have, in characters as they are seen.
    public static let maximumLength = 200
    /// The most UTF-8 bytes a title may take: four for each of `maximumLength` characters, the most one
    /// code point needs.
    public static let maximumUTF8Length = 4 * maximumLength

    /// The title as it will be stored, for a screen that shows an edit before it is confirmed.
    public static func normalized(_ title: String) -> String {
        title.trimmingWhitespace
    }

    static func validated(_ title: String) throws(RepositoryError) -> String {
        let trimmed = normalized(title)
        guard !trimmed.isEmpty else { throw .rejected(reason: "A todo needs a title") }
        guard trimmed.unicodeScalars.contains(where: isVisible) else {
            let codes = trimmed.unicodeScalars.prefix(4).map(codePoint).joined(separator: ", ")
            throw .rejected(
                reason: "A todo title must show something; this one holds only invisible characters (\(codes))")
        }
        guard trimmed.count <= maximumLength else {
            throw .rejected(reason: "A todo title has at most \(maximumLength) characters")
        }
        let bytes = trimmed.utf8.count
        guard bytes <= maximumUTF8Length else {
            throw .rejected(
                reason: "A todo title takes at most \(maximumUTF8Length) bytes; this one takes \(bytes), "
                    + "as its characters carry many marks or parts each")
        }
        return trimmed
    }

    /// Whether `scalar` shows something on its own: a letter, a number, a punctuation mark or a symbol,
    /// and not one Unicode says to draw as nothing (fillers, variation selectors, tags) nor the blank
    /// braille pattern. Spaces, controls, format characters and marks without a base show nothing.
    static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        guard !properties.isDefaultIgnorableCodePoint, scalar != "\u{2800}" else { return false }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .privateUse:
            return true
        default:
            return false
        }
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
