/// Times two variants of a case side by side, the way that survives a busy machine best: both warm
/// up first, then samples alternate between them (and alternate which goes first), so drift in clock
/// speed or background load hits both alike; medians ignore the outliers that remain.
struct Sampler {
    /// Samples per variant.
    let samples: Int
    /// A sample repeats the run until it lasts at least this long, so short runs are timed in bulk.
    let minimumSampleNanoseconds: Double
    /// Warm-up time per variant before the first sample.
    let warmUpNanoseconds: Double

    /// The settings of a full run (well under two minutes for the whole suite) or of `--quick`.
    static func forRun(quick: Bool) -> Sampler {
        quick
            ? Sampler(samples: 11, minimumSampleNanoseconds: 1_000_000, warmUpNanoseconds: 5_000_000)
            : Sampler(samples: 101, minimumSampleNanoseconds: 5_000_000, warmUpNanoseconds: 50_000_000)
    }

    /// Times `baseline` and `candidate`; each run returns a checksum of its result, which keeps the
    /// optimizer from discarding the work.
    func compare(baseline: () throws -> Int, candidate: () throws -> Int) rethrows -> (Timing, Timing) {
        let baselineRuns = try calibrate(baseline)
        let candidateRuns = try calibrate(candidate)
        var baselineTimes: [Double] = []
        var candidateTimes: [Double] = []
        for sample in 0..<samples {
            if sample.isMultiple(of: 2) {
                baselineTimes.append(try time(baseline, runs: baselineRuns))
                candidateTimes.append(try time(candidate, runs: candidateRuns))
            } else {
                candidateTimes.append(try time(candidate, runs: candidateRuns))
                baselineTimes.append(try time(baseline, runs: baselineRuns))
            }
        }
        return (
            Timing(nanosecondsPerRun: baselineTimes, runsPerSample: baselineRuns),
            Timing(nanosecondsPerRun: candidateTimes, runsPerSample: candidateRuns)
        )
    }

    /// Warms `body` up and returns how many runs make one sample.
    private func calibrate(_ body: () throws -> Int) rethrows -> Int {
        var elapsed = 0.0
        var runs = 0
        while elapsed < warmUpNanoseconds || runs < 2 {
            elapsed += try time(body, runs: 1)
            runs += 1
        }
        let perRun = elapsed / Double(runs)
        return max(1, Int((minimumSampleNanoseconds / perRun).rounded(.up)))
    }

    /// Nanoseconds per run over `runs` back-to-back runs.
    private func time(_ body: () throws -> Int, runs: Int) rethrows -> Double {
        var checksum = 0
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<runs {
            checksum &+= try body()
        }
        let elapsed = start.duration(to: clock.now)
        Checksum.record(checksum)
        let (seconds, attoseconds) = elapsed.components
        return (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(runs)
    }
}
