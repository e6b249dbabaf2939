import Foundation

/// Renders the results as an aligned plain-text table (stdout), the form the README quotes.
struct TableReport {
    let machine: MachineDescription
    let sampler: Sampler
    let results: [CaseResult]

    var text: String {
        var lines = [
            "strata-bench · \(machine.buildConfiguration) build · \(machine.cpu), \(machine.cores) cores",
            "\(sampler.samples) samples per variant, interleaved with the baseline after warm-up; "
                + "ratio = baseline median / candidate median (above 1: candidate faster)",
            "",
        ]
        if machine.buildConfiguration != "release" {
            lines.insert("warning: a debug build measures nothing useful; run swift run -c release strata-bench", at: 0)
        }
        var rows = [["case", "payload", "size", "variant", "median", "p90", "MB/s", "objects/s", "ratio"]]
        for result in results {
            rows.append(row(result, result.baseline, ratio: "baseline"))
            rows.append(row(result, result.candidate, ratio: String(format: "%.2f×", result.ratio)))
        }
        lines += aligned(rows)
        let shares = MappingShare.shares(in: results)
        if !shares.isEmpty {
            lines += ["", "mapping share (toDomain() time over StrataJSONDecoder's decode, and over the whole path):"]
            lines += aligned(
                shares.map { share in
                    [
                        share.payload, percent(share.shareOfDecode) + " of decode",
                        share.shareOfEndToEnd.map { percent($0) + " of end to end" } ?? "",
                    ]
                })
        }
        return lines.joined(separator: "\n")
    }

    private func row(_ result: CaseResult, _ side: CaseResult.Side, ratio: String) -> [String] {
        [
            result.kind, result.payload, bytes(result.bytes), side.label, duration(side.medianNanoseconds),
            duration(side.p90Nanoseconds), String(format: "%.1f", side.megabytesPerSecond),
            count(side.objectsPerSecond), ratio,
        ]
    }

    /// Pads every column to its widest cell; text columns left-aligned, figures right-aligned.
    private func aligned(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { $0.count > column ? $0[column].count : 0 }.max() ?? 0 }
        let leftAligned: Set<Int> = [0, 1, 3]
        return rows.map { cells in
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return leftAligned.contains(column) ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
    }

    private func duration(_ nanoseconds: Double) -> String {
        if nanoseconds >= 1_000_000 { return String(format: "%.2f ms", nanoseconds / 1_000_000) }
        return String(format: "%.1f µs", nanoseconds / 1_000)
    }

    private func bytes(_ count: Int) -> String {
        if count >= 1_000_000 { return String(format: "%.2f MB", Double(count) / 1_000_000) }
        return String(format: "%.1f KB", Double(count) / 1_000)
    }

    private func count(_ perSecond: Double) -> String {
        if perSecond >= 1_000_000 { return String(format: "%.2f M", perSecond / 1_000_000) }
        return String(format: "%.0f k", perSecond / 1_000)
    }

    private func percent(_ fraction: Double) -> String {
        String(format: "%.1f %%", fraction * 100)
    }
}
