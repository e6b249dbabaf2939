/// The one sanitiser for everything that reaches a terminal: standard output, standard error, the
/// verbose log and the interactive app all pass text through it, so text from a server, a database
/// or an argument can never move the cursor, retitle the window, plant a hyperlink or disguise itself.
///
/// C0 and C1 controls and DEL become a visible `�`; tabs become a space; bidirectional controls and
/// the other invisible format characters that can reorder or hide text are removed (the joiners that
/// emoji and scripts need stay). Line breaks of every kind become `\n` when lines are kept, and a
/// space otherwise.
public enum TerminalText {
    /// `text` safe to print as one line.
    public static func sanitized(_ text: String) -> String {
        clean(text, keepingLines: false)
    }

    /// `text` safe to print, keeping its line breaks as `\n`, for multi-line output.
    public static func sanitizedKeepingLines(_ text: String) -> String {
        clean(text, keepingLines: true)
    }

    private static func clean(_ text: String, keepingLines: Bool) -> String {
        guard text.unicodeScalars.contains(where: needsCleaning) else { return text }
        var scalars = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            if isLineBreak(scalar) {
                // "\r\n" is one break.
                if scalar == "\n", previousWasCarriageReturn { continue }
                scalars.append(keepingLines ? "\n" : " ")
            } else if scalar == "\t" {
                scalars.append(" ")
            } else if isControl(scalar) {
                scalars.append("\u{FFFD}")
            } else if !isDisguising(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    private static func needsCleaning(_ scalar: Unicode.Scalar) -> Bool {
        isLineBreak(scalar) || isControl(scalar) || isDisguising(scalar)
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// C0, DEL and C1: every one of them can start or end an escape sequence.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Format characters that reorder or hide text: the bidirectional controls (U+202A–U+202E,
    /// U+2066–U+2069, U+200E, U+200F, U+061C) and the other invisible ones (soft hyphen, word joiner,
    /// byte-order mark, tags…). Zero-width joiners stay, as emoji sequences and scripts need them.
    private static func isDisguising(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200C, 0x200D: false
        default: scalar.properties.generalCategory == .format
        }
    }
}
