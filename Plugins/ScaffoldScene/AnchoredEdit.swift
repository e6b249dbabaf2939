import Foundation

/// One change to an existing file, made only at an explicit anchor: a line the file carries for this
/// purpose (`// scaffold-scene: screens`) or, in the JSON schema, a line named in its `$comment`. An
/// anchor that is missing, or found more than once, is an error, never a guess.
struct AnchoredEdit {
    /// Where the text goes, relative to the anchor line.
    enum Placement {
        /// New lines just above the anchor, indented as it is.
        case linesBefore([String])
        /// New lines just below the anchor, indented as it is.
        case linesAfter([String])
        /// Text inside the anchor line, before its last occurrence of `marker`.
        case textBefore(marker: String, text: String)
    }

    /// The file, relative to the package root.
    let path: String
    /// The anchor line: equal to it once trimmed, or, for `textBefore`, containing it.
    let anchor: String
    let placement: Placement

    /// `text` with this edit made; throws when the anchor is not there exactly once.
    func apply(to text: String) throws(ScaffoldError) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let matches = lines.indices.filter { index in
            switch placement {
            case .textBefore: lines[index].contains(anchor)
            case .linesBefore, .linesAfter: lines[index].trimmingCharacters(in: .whitespaces) == anchor
            }
        }
        guard matches.count == 1, let index = matches.first else {
            throw ScaffoldError(
                "\(path) must have the anchor line '\(anchor)' exactly once, and has it \(matches.count) times; "
                    + "restore it from git")
        }
        let indentation = String(lines[index].prefix { $0 == " " })
        switch placement {
        case .linesBefore(let new):
            lines.insert(contentsOf: new.map { indentation + $0 }, at: index)
        case .linesAfter(let new):
            lines.insert(contentsOf: new.map { indentation + $0 }, at: index + 1)
        case .textBefore(let marker, let new):
            guard let range = lines[index].range(of: marker, options: .backwards) else {
                throw ScaffoldError("\(path): the anchor line '\(anchor)' lost its '\(marker)'; restore it from git")
            }
            lines[index].insert(contentsOf: new, at: range.lowerBound)
        }
        return lines.joined(separator: "\n")
    }
}
