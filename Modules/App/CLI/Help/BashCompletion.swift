import StrataComposition
import StrataPresentation

/// The bash completion script, made from the tables the parser uses: the commands, the flags of each,
/// the routes, and after `--json` the fields of what the command prints (`JSONSubject`), so it never
/// offers a word the parser would refuse.
///
/// It finds the command word first, skipping flags and their values, and counts the arguments after
/// it: what to offer depends on where the cursor is in the command, not on the word before it alone
/// (after `open todos` nothing is left to complete; after `--user` comes an id, not a command).
enum BashCompletion {
    static var script: String {
        let perCommand = CommandName.allCases.map { name in
            "            \(name.rawValue)) flags=\"\(flags(for: .command(name)))\" ;;"
        }
        return """
            # strata completion for bash
            \(fieldsFunction)
            _strata() {
                local current="${COMP_WORDS[COMP_CWORD]}" previous="${COMP_WORDS[COMP_CWORD-1]}"
                local command="" first="" arguments=0 index=1 word flags words="" next typed="" fields="" id
                local store=()
                while [[ $index -lt $COMP_CWORD ]]; do
                    word="${COMP_WORDS[index]}"
                    next="${COMP_WORDS[index+1]}"
                    case "$word" in
                        \(valueFlags.joined(separator: "|")))
                            # bash splits --user=1 at '=' (COMP_WORDBREAKS): skip the '=' too.
                            if [[ "$next" == "=" ]]; then index=$((index + 2)); else index=$((index + 1)); fi
                            # The store and the user the ids come from are the ones the command names.
                            if [[ "$word" == --db || "$word" == --user || "$word" == --base-url ]]; then
                                store+=("$word" "$(_strata_unquote "${COMP_WORDS[index]}")")
                            fi ;;
                        --json)
                            # Its fields, when they are fields: 'open --json posts' names the route.
                            if [[ "$next" == "=" ]]; then
                                index=$((index + 2))
                            elif [[ -n "$command" && $((index + 1)) -lt $COMP_CWORD ]] && _strata_is_field_list "$next"; then
                                index=$((index + 1))
                            fi ;;
                        -*) ;;
                        *)
                            if [[ -z "$command" ]]; then
                                command="$word"
                            else
                                [[ $arguments -eq 0 ]] && first="$word"
                                arguments=$((arguments + 1))
                            fi ;;
                    esac
                    index=$((index + 1))
                done
                if [[ "$previous" == "--json" && "$current" != -* ]]; then
                    typed="${current#=}"
                    fields="$(_strata_json_fields "$command" "$first" "$arguments")"
                elif [[ "$previous" == "=" && "${COMP_WORDS[COMP_CWORD-2]}" == "--json" ]]; then
                    typed="$current"
                    fields="$(_strata_json_fields "$command" "$first" "$arguments")"
                fi
                if [[ -n "$fields" ]]; then
                    # After 'id,' offer 'id,title' and the like, each field once.
                    local chosen="" field remaining=""
                    [[ "$typed" == *,* ]] && chosen="${typed%,*},"
                    for field in $fields; do
                        [[ ",$chosen" == *",$field,"* ]] || remaining="$remaining $field"
                    done
                    COMPREPLY=($(compgen -P "$chosen" -W "$remaining" -- "${typed##*,}"))
                    return
                fi
                case "$previous" in
                    --route) COMPREPLY=($(compgen -W "\(Completions.routes.joined(separator: " "))" -- "$current")); return ;;
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
                    words="\(Completions.commands.joined(separator: " "))"
                elif [[ $arguments -eq 0 && "$command" == open && ( \(idRoutes) ) ]]; then
                    # posts/ID, users/ID, albums/ID/photos: the ids the local store knows, in the shortest form.
                    local suffix=""
                    case "${current%%/*}" in
            \(idSuffixArms)
                    esac
                    for id in $("${COMP_WORDS[0]}" completions ids "${current%%/*}" "${store[@]}" 2>/dev/null); do
                        words="$words ${current%%/*}/$id$suffix"
                    done
                elif [[ $arguments -eq 1 && "$command" == todos && " \(todoIDCommands) " == *" $first "* ]]; then
                    words="$("${COMP_WORDS[0]}" completions ids todos "${store[@]}" 2>/dev/null)"
                elif [[ $arguments -eq 0 ]]; then
                    case "$command" in
                        open) words="\(Completions.routes.joined(separator: " "))" ;;
                        todos) words="\(TodosArguments.subcommands.joined(separator: " "))" ;;
                        completions) words="\(Shell.allCases.map(\.rawValue).joined(separator: " "))" ;;
                        help) words="\(Completions.commands.joined(separator: " "))" ;;
                    esac
                fi
                COMPREPLY=($(compgen -W "$words" -- "$current"))
            }
            complete -F _strata strata

            """
    }

    /// `"$current" == posts/* || "$current" == users/*`: the word is a route whose id the ids of the
    /// local store complete; only subjects some route form takes an id of.
    private static var idRoutes: String {
        CompletionSubject.allCases.filter { Completions.idSuffix(of: $0) != nil }
            .map { "\"$current\" == \($0.rawValue)/*" }.joined(separator: " || ")
    }

    /// `albums) suffix=/photos ;;`: what follows the id, for each subject whose shortest form has more.
    private static var idSuffixArms: String {
        CompletionSubject.allCases.compactMap { subject in
            Completions.idSuffix(of: subject).flatMap {
                $0.isEmpty ? nil : "            \(subject.rawValue)) suffix=\($0) ;;"
            }
        }.joined(separator: "\n")
    }

    /// The `todos` subcommands whose first argument is a todo's id.
    private static var todoIDCommands: String {
        TodosArguments.forms.filter { $0.arguments.first == "ID" }.map(\.name).joined(separator: " ")
    }

    /// Every spelling of the flags that apply in `context`.
    private static func flags(for context: Flag.Context) -> String {
        Flag.applying(to: context).flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) }.joined(separator: " ")
    }

    /// The flags that always take a value, whose next word is that value and not a command or an argument.
    private static var valueFlags: [String] { Flag.all.filter(\.requiresValue).map(\.name) }

    /// `_strata_json_fields COMMAND FIRST COUNT`: the fields `--json` takes for the command, its first
    /// argument (the route of `open`) and how many arguments it has; nothing while they are not known.
    /// `_strata_is_field_list WORD`: whether every comma-separated part of WORD is a field of something.
    private static var fieldsFunction: String {
        let arms = JSONSubject.ofRoutes.flatMap { subject in subject.routeForms.map { (form: $0, subject: subject) } }
            .sorted { ($0.form.count { $0 == "/" }, $0.form.count) > ($1.form.count { $0 == "/" }, $1.form.count) }
            .map { "            \(pattern(of: $0.form))) echo \"\($0.subject.fields.joined(separator: " "))\" ;;" }
        let everyField = Set((JSONSubject.ofRoutes + JSONSubject.ofCommands).flatMap(\.fields)).sorted()
        return """
            _strata_json_fields() {
                # A route typed in quotes, such as 'posts?page=2', reaches here with its quotes.
                local squote="'" dquote='"' route="$2"
                route="${route//$squote/}"
                case "$1" in
                    open) [[ $3 -ge 1 ]] || return
                        case "${route//$dquote/}" in
            \(arms.joined(separator: "\n"))
                        esac ;;
                    todos) [[ $3 -ge 1 ]] && echo "\(JSONSubject.todo.fields.joined(separator: " "))" ;;
                    sync) echo "\(JSONSubject.syncReport.fields.joined(separator: " "))" ;;
                esac
            }
            _strata_unquote() {
                # A word as the shell will pass it: one pair of quotes around it removed, a backslash
                # before a character dropped outside single quotes, ~/ as the home directory. Nothing
                # is evaluated.
                local word="$1" squote="'" dquote='"' backslash='\\'
                if [[ ${#word} -ge 2 && "${word:0:1}" == "$squote" && "${word: -1}" == "$squote" ]]; then
                    printf '%s' "${word:1:${#word}-2}"
                    return
                fi
                if [[ ${#word} -ge 2 && "${word:0:1}" == "$dquote" && "${word: -1}" == "$dquote" ]]; then
                    word="${word:1:${#word}-2}"
                fi
                [[ "$word" == "~/"* ]] && word="$HOME${word:1}"
                local plain="" index=0
                while [[ $index -lt ${#word} ]]; do
                    if [[ "${word:index:1}" == "$backslash" ]]; then index=$((index + 1)); fi
                    plain="$plain${word:index:1}"
                    index=$((index + 1))
                done
                printf '%s' "$plain"
            }
            _strata_is_field_list() {
                local part parts
                IFS=, read -ra parts <<< "$1"
                [[ ${#parts[@]} -gt 0 ]] || return 1
                for part in "${parts[@]}"; do
                    [[ " \(everyField.joined(separator: " ")) " == *" $part "* ]] || return 1
                done
            }
            """
    }

    /// `'posts/'*'/comments'` for `posts/ID/comments`: a route form as a bash pattern, each placeholder
    /// (a word in capitals) a `*`, the rest quoted so `?` is literal.
    static func pattern(of form: String) -> String {
        form.replacing(/[A-Z]+/, with: "\u{0}").split(separator: "\u{0}", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "'\($0)'" }.joined(separator: "*")
    }
}
