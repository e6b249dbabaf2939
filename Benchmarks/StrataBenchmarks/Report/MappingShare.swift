/// How much of the data path mapping takes, per payload: the figure behind "mapping stays under 5 %
/// of decode time end to end".
struct MappingShare: Encodable {
    let payload: String
    /// Mapping time over `StrataJSONDecoder`'s decode time for the same payload.
    let shareOfDecode: Double
    /// Mapping time over the whole Strata path (bytes → entities → item view models), where the
    /// suite has one for the payload.
    let shareOfEndToEnd: Double?

    /// One share per payload that has a mapping case.
    static func shares(in results: [CaseResult]) -> [MappingShare] {
        results.filter { $0.kind == BenchmarkCase.Kind.mapping.rawValue }.map { mapping in
            let endToEnd = results.first {
                $0.kind == BenchmarkCase.Kind.endToEnd.rawValue && $0.payload == mapping.payload
            }
            return MappingShare(
                payload: mapping.payload,
                shareOfDecode: mapping.candidate.medianNanoseconds / mapping.baseline.medianNanoseconds,
                shareOfEndToEnd: endToEnd.map { mapping.candidate.medianNanoseconds / $0.candidate.medianNanoseconds })
        }
    }
}
