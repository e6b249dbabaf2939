import Foundation

/// Runs seeds one after another on a thread of their own, off the cooperative pool: a run schedules
/// every job of its processes itself, on that thread.
enum Simulation {
    /// A seed that broke a promise, with the one line that reproduces it.
    struct Failure: CustomStringConvertible {
        let seed: UInt64
        let violations: [String]
        let trace: [String]

        var description: String {
            "seed \(seed): \(violations.first ?? "")\(violations.count > 1 ? " (+\(violations.count - 1) more)" : "")\n"
                + "  reproduce: SWIFT_DETERMINISTIC_HASHING=1 STRATA_SIM_SEED=\(seed) swift test --filter SyncSimulationTests"
        }
    }

    static let steps = 160

    static func run(seeds: [UInt64], verbose: Bool) async -> [Failure] {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: runSynchronously(seeds: seeds, verbose: verbose))
            }
        }
    }

    private static func runSynchronously(seeds: [UInt64], verbose: Bool) -> [Failure] {
        var failures: [Failure] = []
        for seed in seeds {
            let directory = scratchDirectory().appendingPathComponent("strata-sim-\(seed)-\(UUID().uuidString)")
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let run = SimulationRun(seed: seed, directory: directory)
            let violations = run.run(steps: steps)
            if verbose {
                let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "strata-sim-seed-\(seed).trace")
                try? Data((run.trace.joined(separator: "\n") + "\n").utf8).write(to: file)
                print("sync simulation: the trace of seed \(seed) is in \(file.path)")
            }
            if !violations.isEmpty {
                failures.append(Failure(seed: seed, violations: violations, trace: run.trace))
            }
            // STRATA_SIM_KEEP=1 keeps each run's store file, to read it with sqlite3 after a failure.
            if ProcessInfo.processInfo.environment["STRATA_SIM_KEEP"] == nil {
                try? FileManager.default.removeItem(at: directory)
            } else {
                print("sync simulation: the store of seed \(seed) is kept in \(directory.path)")
            }
        }
        return failures
    }

    /// Memory-backed when the machine has it, so a run's thousands of commits cost no disk flushes.
    private static func scratchDirectory() -> URL {
        let shm = URL(fileURLWithPath: "/dev/shm")
        if FileManager.default.isWritableFile(atPath: shm.path) { return shm }
        return FileManager.default.temporaryDirectory
    }
}
