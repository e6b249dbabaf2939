/// The measured time of one variant of a case: nanoseconds per run, one value per sample.
struct Timing: Sendable {
    let nanosecondsPerRun: [Double]
    /// How many runs each sample timed, so that one sample lasts long enough to be read reliably.
    let runsPerSample: Int

    var median: Double { percentile(50) }
    var p90: Double { percentile(90) }

    /// Nearest-rank percentile of the samples.
    func percentile(_ percent: Int) -> Double {
        let sorted = nanosecondsPerRun.sorted()
        guard !sorted.isEmpty else { return 0 }
        let rank = (percent * sorted.count + 99) / 100
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// Throughput at the median, in decimal megabytes per second.
    func megabytesPerSecond(bytes: Int) -> Double {
        Double(bytes) / 1_000_000 / (median / 1_000_000_000)
    }

    /// Records handled per second at the median.
    func objectsPerSecond(objects: Int) -> Double {
        Double(objects) / (median / 1_000_000_000)
    }
}
