/// The growable buffer the parsers write the tape into, kept by its document from one decode to the next.
///
/// It is a plain pointer and two counts, so the parsers' `append` is a store and an increment; when it is
/// full it doubles. `JSONDocument` owns it: it hands it to a parser for the parse and takes it back,
/// grown or not, whether the parse succeeds or throws.
struct TapeBuffer {
    private(set) var base: UnsafeMutablePointer<TapeEntry>
    private(set) var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the storage; called once, by the owner.
    func deallocate() {
        base.deallocate()
    }

    /// Empties the buffer for a new document, with room for at least `minimumCapacity` entries.
    mutating func reset(minimumCapacity: Int) {
        count = 0
        guard capacity < minimumCapacity else { return }
        base.deallocate()
        capacity = minimumCapacity
        base = .allocate(capacity: capacity)
    }

    /// Appends `entry` and returns its index.
    @inline(__always)
    mutating func append(_ entry: TapeEntry) -> Int {
        let index = count
        if index == capacity { (base, capacity) = Self.grown(base, capacity: capacity) }
        base[index] = entry
        count = index &+ 1
        return index
    }

    /// A buffer of twice the capacity holding the entries of the full one, which is freed. Static and
    /// returning the new values, so `append` never takes the buffer's address and it can stay in registers.
    @inline(never)
    private static func grown(_ base: UnsafeMutablePointer<TapeEntry>, capacity: Int)
        -> (UnsafeMutablePointer<TapeEntry>, Int)
    {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<TapeEntry>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: capacity)
        base.deallocate()
        return (newBase, newCapacity)
    }
}
