/// The first run of a variant in a fresh process, kept in a function of its own so that callgrind
/// can count it alone: `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*FirstRun*'`.
///
/// A command-line tool decodes one response per process, so what the first decode costs (metadata
/// made, conformances looked up, caches filled) is what its users wait for; the repeated runs the
/// other modes time leave that cost out.
enum FirstRun {
    /// Runs `variant` once and returns its checksum.
    @inline(never)
    static func measure(_ variant: BenchmarkCase.Variant) throws -> Int {
        try variant.run()
    }
}
