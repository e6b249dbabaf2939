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
    // A payload no selected case can use is left empty, so a callgrind run of one case does not pay
    // for generating the others (issues-2k alone takes 0.8 billion instructions to make).
    func generated(_ name: String, _ make: (String) -> Payload) -> Payload {
        let kinds = [BenchmarkCase.Kind.decode, .mapping, .endToEnd].map(\.rawValue)
        guard let filter = options.filter,
            !kinds.contains(where: { "\($0) \(name)".localizedCaseInsensitiveContains(filter) })
        else { return make(name) }
        return Payload(name: name, data: Data(), objectCount: 0)
    }
    let payloads = BenchmarkSuite.Payloads(
        posts: dataset[0], comments: dataset[1], users: dataset[2], todos: dataset[3], photos: dataset[4],
        manyPosts: generated("posts-10k") { ScaledPayloads.posts(10_000, seed: 1, name: $0) },
        manyUsers: generated("users-5k") { ScaledPayloads.users(5_000, seed: 2, name: $0) },
        smallPosts: generated("posts-small") { ScaledPayloads.posts(10, seed: 3, name: $0) },
        smallEscapedPosts: generated("posts-small-escaped") { EscapedPayloads.posts(10, seed: 5, name: $0) },
        singleUser: generated("user-1") { ScaledPayloads.user(seed: 4, name: $0) },
        issues: generated("issues-2k") { IssuePayloads.issues(2_000, seed: 6, name: $0) })
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
