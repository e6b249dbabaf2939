/// What one run of `strata-bench` does, read from its command line.
struct BenchmarkOptions: Equatable {
    /// Fewer and shorter samples: a smoke run that finishes in seconds.
    var quick = false
    /// Only cases whose name contains this text (case-insensitive), such as `decode` or `users-5k`.
    var filter: String?
    /// Where to write every figure as JSON, if anywhere.
    var jsonPath: String?
    /// Run only the first matching case's candidate (or, with `--baseline`, its baseline) this many
    /// times and print nothing: a driver for `valgrind --tool=callgrind`, whose instruction counts
    /// do not move with machine noise.
    var repetitions: Int?
    /// Run only the first matching case's candidate (or, with `--baseline`, its baseline) once, in a
    /// process that has decoded nothing before, through `FirstRun`: what a command-line tool pays.
    var measuresFirstRun = false
    var profilesBaseline = false
    var showsHelp = false

    /// A command line `strata-bench` cannot run, with the message to print.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// Parses the arguments after the executable name.
    static func parse(_ arguments: [String]) throws(UsageError) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick":
                options.quick = true
            case "--filter":
                guard let text = remaining.popFirst(), !text.isEmpty else {
                    throw UsageError(description: "--filter needs a text, such as --filter decode")
                }
                options.filter = text
            case "--json":
                guard let path = remaining.popFirst(), !path.isEmpty else {
                    throw UsageError(description: "--json needs a file path, such as --json bench.json")
                }
                options.jsonPath = path
            case "--repeat":
                guard let text = remaining.popFirst(), let count = Int(text), count > 0 else {
                    throw UsageError(description: "--repeat needs a positive count, such as --repeat 100")
                }
                options.repetitions = count
            case "--first":
                options.measuresFirstRun = true
            case "--baseline":
                options.profilesBaseline = true
            case "--help", "-h":
                options.showsHelp = true
            default:
                throw UsageError(description: "unknown argument \(argument); see strata-bench --help")
            }
        }
        return options
    }

    /// Shown by `--help`.
    static let help = """
        strata-bench: how fast bytes from the network become DTOs, entities and view models.

        Usage: swift run -c release strata-bench [--quick] [--filter TEXT] [--json PATH]

        Every case runs its baseline and its candidate in the same process, interleaved, after a
        warm-up, and reports median and p90 time per run, MB/s, objects/s and the ratio
        baseline time / candidate time (above 1: the candidate is faster).

          decode      Foundation's JSONDecoder (baseline) vs StrataJSONDecoder into the app's DTOs
          mapping     DTOs to entities with toDomain(); the baseline is decoding the same payload
                      with StrataJSONDecoder, so the ratio says how much cheaper mapping is
          end-to-end  bytes to entities to the item view models a screen shows, with Foundation's
                      decoder (baseline) and with StrataJSONDecoder

        Payloads: posts-100, comments-500, users-10, todos-200 and photos-5000 are the real dataset
        (Tests/Fixtures/jsonplaceholder, pretty-printed); posts-10k (2.4 MB), users-5k (2 MB,
        nested), posts-small (10 posts, 2 KB), posts-small-escaped (10 posts whose text has escapes
        and non-ASCII), user-1 (one user object, as a profile fetches it) and issues-2k (2,000
        GitHub-style issues, pretty-printed, nested, with nulls, URLs and escapes) are generated in
        process from fixed seeds.

        Options:
          --quick        fewer, shorter samples (a smoke run of a few seconds)
          --filter TEXT  only cases whose name contains TEXT, such as decode, users or "decode posts-10k"
          --json PATH    also write every figure to PATH as JSON
          --repeat N     run the first matching case's candidate N times, untimed, for callgrind
                         (instructions per run: the difference of two counts over the difference of N)
          --first        run the first matching case's candidate once, unchecked, in FirstRun: the
                         first decode of a fresh process, for callgrind --toggle-collect='*FirstRun*'
          --baseline     with --repeat or --first: run the baseline instead
          --help         show this help

        Progress goes to stderr, the table to stdout. Timings are reported, never asserted.
        """
}
