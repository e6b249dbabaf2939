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
    static var routes: [String] { ["posts", "users", "todos", "search/"] }

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
