import StrataComposition
import StrataPresentation

/// Shell completion scripts, made from the same tables the parser uses, so they never offer a word
/// the parser would refuse.
enum Completions {
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: BashCompletion.script
        case .zsh: zsh
        case .fish: fish
        }
    }

    static var commands: [String] { CommandName.allCases.map(\.rawValue) }
    /// The first word of every route form, in `Route.forms` order: the word itself where it is a
    /// route, else with its slash (`albums/`), since only a longer form of it is one.
    static var routes: [String] {
        var words: [String] = []
        for form in Route.forms {
            let first = String(form.prefix { $0 != "/" && $0 != "?" })
            let word = Route.forms.contains(first) ? first : first + "/"
            if !words.contains(word) { words.append(word) }
        }
        return words
    }

    /// What follows the id in the shortest route form of `subject` that takes one (`/photos` for
    /// albums, nothing for posts), or `nil` when no route takes its id: completion then offers whole
    /// routes, never a route the parser refuses.
    static func idSuffix(of subject: CompletionSubject) -> String? {
        let start = subject.rawValue + "/ID"
        return Route.forms.filter { $0.hasPrefix(start) }.min { $0.count < $1.count }.map {
            String($0.dropFirst(start.count))
        }
    }

    private static var zsh: String {
        let flagSpecs = Flag.all.map { flag in
            "'\(flag.name)[\(flag.summary.replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")"))]\(flag.requiresValue ? ":\(flag.value?.lowercased() ?? ""):" : "")'"
        }
        return """
            #compdef strata
            # strata completion for zsh
            _strata() {
                _arguments \\
                    \(flagSpecs.joined(separator: " \\\n        "))  \\
                    '1:command:(\(commands.joined(separator: " ")))' \\
                    '*::argument:->argument'
                case $words[1] in
                    open) _values 'route' \(routes.joined(separator: " ")) ;;
                    todos) _values 'todos command' \(TodosArguments.subcommands.joined(separator: " ")) ;;
                    completions) _values 'shell' \(Shell.allCases.map(\.rawValue).joined(separator: " ")) ;;
                    help) _values 'command' \(commands.joined(separator: " ")) ;;
                esac
            }
            _strata "$@"

            """
    }

    private static var fish: String {
        var lines = ["# strata completion for fish", "complete -c strata -f"]
        lines.append("complete -c strata -n '__fish_use_subcommand' -a '\(commands.joined(separator: " "))'")
        lines.append("complete -c strata -n '__fish_seen_subcommand_from open' -a '\(routes.joined(separator: " "))'")
        lines.append(
            "complete -c strata -n '__fish_seen_subcommand_from todos' -a '\(TodosArguments.subcommands.joined(separator: " "))'"
        )
        lines.append(
            "complete -c strata -n '__fish_seen_subcommand_from completions' -a '\(Shell.allCases.map(\.rawValue).joined(separator: " "))'"
        )
        lines.append("complete -c strata -n '__fish_seen_subcommand_from help' -a '\(commands.joined(separator: " "))'")
        for flag in Flag.all {
            let long = flag.name.dropFirst(2)
            let short = flag.short.map { " -s \($0.dropFirst())" } ?? ""
            let value = flag.requiresValue ? " -r" : ""
            lines.append(
                "complete -c strata -l \(long)\(short)\(value) -d '\(flag.summary.replacingOccurrences(of: "'", with: ""))'"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
