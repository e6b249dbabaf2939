import Foundation

/// `strata-bench`: measures decode, mapping and the whole data path, baseline against candidate.
/// Exit status 0 on success, 1 when a payload cannot be built or variants disagree, 2 for bad usage.

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("strata-bench: \(error)")
    exit(2)
}
if options.showsHelp {
    print(BenchmarkOptions.help)
    exit(0)
}

do {
    printError("building payloads…")
    let dataset = try JSONPlaceholderDataset.payloads()
    let payloads = BenchmarkSuite.Payloads(
        posts: dataset[0], comments: dataset[1], users: dataset[2], todos: dataset[3], photos: dataset[4],
        manyPosts: ScaledPayloads.posts(10_000, seed: 1), manyUsers: ScaledPayloads.users(5_000, seed: 2),
        smallPosts: ScaledPayloads.posts(10, seed: 3, name: "posts-small"),
        smallEscapedPosts: EscapedPayloads.posts(10, seed: 5, name: "posts-small-escaped"),
        singleUser: ScaledPayloads.user(seed: 4),
        issues: IssuePayloads.issues(2_000, seed: 6, name: "issues-2k"))
    let cases = try BenchmarkSuite.cases(payloads, matching: options.filter, checked: !options.measuresFirstRun)
    guard !cases.isEmpty else {
        printError("strata-bench: no case matches --filter \(options.filter ?? "")")
        exit(2)
    }
    if options.measuresFirstRun {
        let variant = options.profilesBaseline ? cases[0].baseline : cases[0].candidate
        let checksum = try FirstRun.measure(variant)
        printError("\(variant.label) once, first in its process, on \(cases[0].name): checksum \(checksum)")
        exit(0)
    }
    if let repetitions = options.repetitions {
        let variant = options.profilesBaseline ? cases[0].baseline : cases[0].candidate
        var checksum = 0
        for _ in 0..<repetitions { checksum &+= try variant.run() }
        printError("\(variant.label) × \(repetitions) on \(cases[0].name): checksum \(checksum)")
        exit(0)
    }
    let sampler = Sampler.forRun(quick: options.quick)
    var results: [CaseResult] = []
    for (number, benchmark) in cases.enumerated() {
        printError("[\(number + 1)/\(cases.count)] \(benchmark.name)")
        let (baseline, candidate) = try sampler.compare(
            baseline: benchmark.baseline.run, candidate: benchmark.candidate.run)
        results.append(CaseResult(benchmark, baseline: baseline, candidate: candidate))
    }
    let machine = MachineDescription.current()
    print(TableReport(machine: machine, sampler: sampler, results: results).text)
    if let path = options.jsonPath {
        try JSONReport(
            machine: machine, quick: options.quick, samplesPerVariant: sampler.samples, cases: results,
            mappingShares: MappingShare.shares(in: results)
        ).write(to: path)
        printError("wrote \(path)")
    }
} catch {
    printError("strata-bench: \(error)")
    exit(1)
}
