extension ConsoleOutput {
    /// Says why a command that was understood failed, the one way every command does: the message on
    /// stderr, with `explanation` under it (a usage line, where to read more), and with `--json` the
    /// error document on stdout, so a script that asked for JSON reads exactly one document whatever
    /// failed (the store, the user, the request), as `strata help open` promises.
    func reportFailure(_ problem: ProblemDocument, format: OutputFormat, explanation: [String] = []) {
        writeError(lines: ["strata: \(problem.message)"] + explanation)
        if case .json = format { writeJSON(ErrorDocument(error: problem)) }
    }
}
