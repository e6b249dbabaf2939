/// Deterministic pseudo-random numbers (SplitMix64) so randomized tests and benchmark payloads are
/// reproducible run to run; the one copy of the generator in the package.
public struct SplitMix64 {
    /// The generator's whole state; the seed is its first value.
    public var state: UInt64

    /// Starts the sequence at `state`; equal seeds give equal sequences.
    public init(state: UInt64) {
        self.state = state
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `range`, close enough to uniform for test data.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True about `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

    /// One of `values`, which must not be empty.
    public mutating func pick<T>(_ values: [T]) -> T { values[int(0...(values.count - 1))] }
}
