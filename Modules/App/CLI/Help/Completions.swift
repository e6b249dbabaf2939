import StrataPresentation

/// Shell completion scripts, made from the same tables the parser uses, so they never offer a word
/// the parser would refuse.
enum Completions {
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    private static var commands: [String] { CommandName.allCases.map(\.rawValue) }
    private static var flags: [String] { Flag.all.map(\.name) + Flag.all.compactMap(\.short) }
    private static var routes: [String] { ["posts", "users", "todos", "search/"] }

    /// The flags that take a value, whose next word is that value and not a command or an argument.
    private static var valueFlags: [String] { Flag.all.filter { $0.value != nil }.map(\.name) }

    /// Every spelling of the flags that apply in `context`.
    private static func flags(for context: Flag.Context) -> String {
        Flag.applying(to: context).flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }.joined(separator: " ")
    }

    /// Finds the command word first, skipping flags and their values, and counts the arguments after
    /// it: what to offer depends on where the cursor is in the command, not on the word before it alone
    /// (after `open todos` nothing is left to complete; after `--user` comes an id, not a command).
    private static var bash: String {
        let perCommand = CommandName.allCases.map { name in
            "            \(name.rawValue)) flags=\"\(flags(for: .command(name)))\" ;;"
        }
        return """
            # strata completion for bash
            _strata() {
                local current="${COMP_WORDS[COMP_CWORD]}" previous="${COMP_WORDS[COMP_CWORD-1]}"
                local command="" arguments=0 index=1 word flags words=""
                while [[ $index -lt $COMP_CWORD ]]; do
                    word="${COMP_WORDS[index]}"
                    case "$word" in
                        \(valueFlags.joined(separator: "|")))
                            # bash splits --user=1 at '=' (COMP_WORDBREAKS): skip the '=' too.
                            if [[ "${COMP_WORDS[index+1]}" == "=" ]]; then index=$((index + 2)); else index=$((index + 1)); fi ;;
                        -*) ;;
                        *) if [[ -z "$command" ]]; then command="$word"; else arguments=$((arguments + 1)); fi ;;
                    esac
                    index=$((index + 1))
                done
                case "$previous" in
                    --route) COMPREPLY=($(compgen -W "\(routes.joined(separator: " "))" -- "$current")); return ;;
                    --db) COMPREPLY=($(compgen -f -- "$current")); return ;;
                    \(valueFlags.filter { $0 != "--route" && $0 != "--db" }.joined(separator: "|"))) COMPREPLY=(); return ;;
                esac
                if [[ "$current" == -* ]]; then
                    case "$command" in
                        "") flags="\(flags(for: .app))" ;;
            \(perCommand.joined(separator: "\n"))
                        *) flags="" ;;
                    esac
                    COMPREPLY=($(compgen -W "$flags" -- "$current"))
                    return
                fi
                if [[ -z "$command" ]]; then
                    words="\(commands.joined(separator: " "))"
                elif [[ $arguments -eq 0 ]]; then
                    case "$command" in
                        open) words="\(routes.joined(separator: " "))" ;;
                        todos) words="\(TodosArguments.subcommands.joined(separator: " "))" ;;
                        completions) words="\(Shell.allCases.map(\.rawValue).joined(separator: " "))" ;;
                        help) words="\(commands.joined(separator: " "))" ;;
                    esac
                fi
                COMPREPLY=($(compgen -W "$words" -- "$current"))
            }
            complete -F _strata strata

            """
    }

    private static var zsh: String {
        let flagSpecs = Flag.all.map { flag in
            "'\(flag.name)[\(flag.summary.replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "[", with: "(").replacingOccurrences(of: "]", with: ")"))]\(flag.value == nil ? "" : ":\(flag.value!.lowercased()):")'"
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
            let value = flag.value == nil ? "" : " -r"
            lines.append(
                "complete -c strata -l \(long)\(short)\(value) -d '\(flag.summary.replacingOccurrences(of: "'", with: ""))'"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
