import Foundation
import Testing

/// The sync, proven by simulation: for each seed, processes sharing one store file, servers that keep
/// or fake writes and answer in every legal and hostile shape, lost answers, crashes at any await
/// point, clocks that jump, other devices editing; then the invariants of the sync protocol.
///
/// `STRATA_SIM_SEEDS` (default 300) and `STRATA_SIM_FIRST_SEED` (default 1) choose the seeds;
/// `STRATA_SIM_SEED=N` runs one seed and prints its whole trace; `STRATA_SIM_KEEP=1` keeps its store file. `Scripts/soak-sync.sh N` runs N seeds.
@Suite("Sync simulation")
struct SyncSimulationTests {
    @Test("every seed keeps the sync's promises")
    func seeds() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seeds: [UInt64]
        if let one = environment["STRATA_SIM_SEED"].flatMap(UInt64.init) {
            seeds = [one]
        } else {
            let first = environment["STRATA_SIM_FIRST_SEED"].flatMap(UInt64.init) ?? 1
            let count = environment["STRATA_SIM_SEEDS"].flatMap(UInt64.init) ?? 300
            seeds = Array(first..<(first + count))
        }
        let verbose = environment["STRATA_SIM_SEED"] != nil
        let failures = await Simulation.run(seeds: seeds, verbose: verbose)
        for failure in failures {
            // Printed as it is too, so a soak that keeps only these lines keeps the seed and its replay.
            print(failure)
            Issue.record("\(failure)")
        }
        print("sync simulation: \(seeds.count) seeds, \(failures.count) with violations")
    }
}
