/// The figures of one case, as printed in the table and written to the JSON report.
struct CaseResult: Encodable {
    /// The figures of one variant.
    struct Side: Encodable {
        let label: String
        let medianNanoseconds: Double
        let p90Nanoseconds: Double
        let megabytesPerSecond: Double
        let objectsPerSecond: Double
        let samples: Int
        let runsPerSample: Int

        init(label: String, timing: Timing, payload: Payload) {
            self.label = label
            medianNanoseconds = timing.median
            p90Nanoseconds = timing.p90
            megabytesPerSecond = timing.megabytesPerSecond(bytes: payload.data.count)
            objectsPerSecond = timing.objectsPerSecond(objects: payload.objectCount)
            samples = timing.nanosecondsPerRun.count
            runsPerSample = timing.runsPerSample
        }
    }

    let name: String
    let kind: String
    let payload: String
    let bytes: Int
    let objects: Int
    let baseline: Side
    let candidate: Side
    /// Baseline median over candidate median: above 1, the candidate is faster.
    let ratio: Double

    init(_ benchmark: BenchmarkCase, baseline: Timing, candidate: Timing) {
        name = benchmark.name
        kind = benchmark.kind.rawValue
        payload = benchmark.payload.name
        bytes = benchmark.payload.data.count
        objects = benchmark.payload.objectCount
        self.baseline = Side(label: benchmark.baseline.label, timing: baseline, payload: benchmark.payload)
        self.candidate = Side(label: benchmark.candidate.label, timing: candidate, payload: benchmark.payload)
        ratio = baseline.median / candidate.median
    }
}
