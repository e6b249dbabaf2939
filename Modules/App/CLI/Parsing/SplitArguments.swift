/// A command line cut into flags (with their values) and positional arguments; `--` ends the flags.
/// A flag that takes a value may be given once, under either of its spellings; one that takes none
/// (`--offline`, `-h`) means the same however often it is given.
///
/// A flag whose value is optional (`--json`) takes it inline (`--json=id,title`), or from the next
/// word, which may as well be a positional argument (`--json posts`). That word is kept as positional
/// and remembered, so the parser can read it the other way when the command does not take it.
struct SplitArguments {
    var flags: [(flag: Flag, value: String?)] = []
    var positional: [String] = []
    /// The word after an optional-valued flag, by its place in `flags` and in `positional`.
    private var optionalValue: (flag: Int, word: Int)?

    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                positional += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positional.append(argument)
                continue
            }
            let (spelling, inline) = Self.splitInline(argument)
            guard let flag = Flag.named(spelling) else {
                let known = Flag.all.map(\.name)
                throw UsageError("unknown option '\(spelling)'\(Suggestion.phrase(for: spelling, among: known))")
            }
            // Which of two values was meant cannot be known (`--user 1 --user 2`), and a second
            // `--json` would take the next word as a route: an option with a value is given once.
            guard flag.value == nil || !flags.contains(where: { $0.flag.name == flag.name }) else {
                throw UsageError("\(flag.name) is given twice; give it once")
            }
            if let inline {
                guard flag.value != nil else { throw UsageError("\(flag.name) takes no value") }
                flags.append((flag, inline))
            } else if flag.requiresValue {
                guard let next = remaining.popFirst() else {
                    throw UsageError("\(flag.name) needs a value (\(flag.value ?? ""))")
                }
                // `--db --offline` forgot the path: the next option is not taken for it (a file named
                // "--offline"). A value that does begin with "--" is written inline, `--db=--offline`.
                if next.hasPrefix("--") || Flag.named(next) != nil {
                    throw UsageError(
                        "\(flag.name) needs a value (\(flag.value ?? "")), and '\(next)' is an option; "
                            + "write \(flag.name)=\(next) if that is the value")
                }
                flags.append((flag, next))
            } else {
                if flag.valueIsOptional, let next = remaining.first, !next.hasPrefix("-") {
                    optionalValue = (flags.count, positional.count)
                }
                flags.append((flag, nil))
            }
        }
    }

    /// The other reading: the word after an optional-valued flag as its value rather than a positional
    /// argument; `nil` when no such word was given.
    var withOptionalValueTaken: SplitArguments? {
        guard let optionalValue else { return nil }
        var other = self
        other.flags[optionalValue.flag].value = other.positional.remove(at: optionalValue.word)
        other.optionalValue = nil
        return other
    }

    private static func splitInline(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
