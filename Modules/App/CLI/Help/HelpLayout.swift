#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fits help to the width it is read at: long lines wrap at spaces, never inside a word, and a
/// table row's description wraps under its own column, so help reads whole in a narrow terminal.
enum HelpLayout {
    /// The narrowest width wrapped to; below it a description column would hold a word or two a row.
    static let minimumWidth = 20

    /// `COLUMNS` when it is set to a number (a user or a script asking for a width), else the terminal's
    /// width when stdout is one, else 80.
    static func width(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 {
            return max(minimumWidth, columns)
        }
        var size = winsize()
        if isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return max(minimumWidth, Int(size.ws_col))
        }
        return 80
    }

    /// `text` with every line longer than `width` wrapped; shorter lines are left as they are.
    static func wrap(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrap(line: Substring($0), width: width) }
            .joined(separator: "\n")
    }

    /// One line as rows no wider than `width`, unless a single word is wider. A row after the first
    /// starts under the description of a table row (the text after its last run of two or more
    /// spaces), or under the line's own indent when it is prose; a description whose column is past
    /// the middle starts on the row after its term, indented four.
    static func wrap(line: Substring, width: Int) -> [String] {
        guard line.count > width else { return [String(line)] }
        let indent = line.prefix { $0 == " " }.count
        var words: [(gap: Int, word: Substring)] = []
        var rest = line.dropFirst(indent)
        var gap = 0
        var column = indent
        var descriptionColumn: Int?
        var descriptionStart: Int?
        while !rest.isEmpty {
            let word = rest.prefix { $0 != " " }
            if gap >= 2, !words.isEmpty {
                descriptionColumn = column
                descriptionStart = words.count
            }
            words.append((gap, word))
            column += word.count
            rest = rest.dropFirst(word.count)
            gap = rest.prefix { $0 == " " }.count
            column += gap
            rest = rest.dropFirst(gap)
        }
        // A description that would start past the middle goes under its term instead, indented.
        let underTerm = descriptionColumn.map { $0 > width / 2 } ?? false
        let hang = underTerm ? indent + 4 : descriptionColumn ?? indent
        var rows: [String] = []
        var row = String(repeating: " ", count: indent)
        var rowHasWord = false
        for (index, (gap, word)) in words.enumerated() {
            if rowHasWord, row.count + gap + word.count > width || (underTerm && index == descriptionStart) {
                rows.append(row)
                row = String(repeating: " ", count: hang)
                rowHasWord = false
            }
            row += (rowHasWord ? String(repeating: " ", count: gap) : "") + word
            rowHasWord = true
        }
        rows.append(row)
        return rows
    }
}
