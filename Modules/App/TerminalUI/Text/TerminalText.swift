/// The one sanitiser for everything that reaches a terminal or a line-oriented reader: standard
/// output, standard error, the verbose log and the interactive app all pass text through it, so text
/// from a server, a database or an argument can never move the cursor, retitle the window, plant a
/// hyperlink, disguise itself or start a line of its own.
///
/// The rule: a row is exactly one line. Every scalar a terminal or a reader of lines could act on,
/// or that reorders or hides text (`isInterpretable`), is shown as a visible `�`, never passed on: C0
/// and C1 controls, DEL, every line and paragraph separator (CR, LF, VT, FF, NEL, U+2028, U+2029), the
/// bidirectional controls and the other invisible format characters. A tab is shown as a space. A text
/// of several lines is cut into rows at its line feeds by `lines(of:)`, and only there.
public enum TerminalText {
    /// `text` as exactly one row: nothing in it is interpreted.
    public static func line(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isInterpretable) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                scalars.append(" ")
            } else if isInterpretable(scalar) {
                scalars.append("\u{FFFD}")
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The rows of a text that has lines of its own (a post's body): cut at each line feed (`\n` or
    /// `\r\n`), every row then made safe by `line(_:)`. No other separator starts a row.
    public static func lines(of text: String) -> [String] {
        var rows: [String] = []
        var row = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                if row.last == "\r" { row.removeLast() }
                rows.append(line(String(row)))
                row = String.UnicodeScalarView()
            } else {
                row.append(scalar)
            }
        }
        rows.append(line(String(row)))
        return rows
    }

    /// Whether a terminal or a reader of lines could act on `scalar`, or it reorders or hides text: C0,
    /// DEL and C1 (any of which can start or end an escape sequence, CR and LF included), the line and
    /// paragraph separators, and the format characters (bidirectional controls, soft hyphen, word
    /// joiner, byte-order mark, tags…). The joiners emoji and scripts need (U+200C, U+200D) are not.
    /// `--json` escapes the same scalars, so its text is as safe to print.
    public static func isInterpretable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x200C, 0x200D: false
        case 0x20..<0x7F: false
        default: scalar.properties.generalCategory == .format
        }
    }
}
