/// The shared state that lets one decoder per nesting level serve a whole document.
///
/// A document of 10,000 posts has 10,000 objects, and a `Decoder` object for each would cost an
/// allocation apiece. Instead `TapeDecoder.unwrap` borrows the one decoder kept for the child's
/// nesting level, points it at the child, and returns it afterwards, and all active decoders share one
/// coding-path stack (`keys[0..<level]` is the path of the decoder at `level`).
///
/// Reuse is only safe for a decoder nobody kept: a `Decodable` may legally store its decoder or a
/// container (which holds its decoder). So a borrowed decoder is returned only if
/// `isKnownUniquelyReferenced` says the borrower holds the last strong reference; otherwise it is
/// detached (it copies its path and stays bound to its value forever) and the level gets a new one.
/// A `weak` reference does not count as keeping: through one, a decoder may be seen to move on to
/// the next value during the decode, and it is gone after it; memory safety holds either way.
///
/// Reuse also requires that only the innermost active decoder borrows: `activeLevel` is that level,
/// and a decoder at any other level (detached, kept from earlier, or used after the decode returned)
/// makes a fresh decoder for each child instead.
///
/// The levels also hold the document's `KeyedContainerFactories`, under the same rule: only the
/// innermost active decoder uses them.
struct DecodingLevels {
    private static let initialCapacity = 16
    /// An `activeLevel` no decoder has: set when the top-level decode returns, so nothing borrows again.
    static let closed = Int.min

    /// The level of the innermost decoder currently inside `init(from:)`.
    var activeLevel = 0
    private var keys: UnsafeMutablePointer<any CodingKey>
    private var keysInitialized = 0
    private var keyCapacity: Int
    private var pool: UnsafeMutablePointer<TapeDecoder?>
    private var poolCapacity: Int
    /// The keyed-container factories of the innermost active decoder's document.
    var containerFactories = KeyedContainerFactories()

    init() {
        keyCapacity = Self.initialCapacity
        keys = .allocate(capacity: keyCapacity)
        poolCapacity = Self.initialCapacity
        pool = .allocate(capacity: poolCapacity)
        pool.initialize(repeating: nil, count: poolCapacity)
    }

    /// Frees the buffers; called once, by the owning `JSONDocument`.
    mutating func deallocate() {
        keys.deinitialize(count: keysInitialized)
        keys.deallocate()
        pool.deinitialize(count: poolCapacity)
        pool.deallocate()
    }

    /// Starts the decode of a (new or reused) document: its root decoder is the active one.
    mutating func open() {
        activeLevel = 0
    }

    /// Ends the decode: pooled decoders hold their document, so they are dropped here to leave no
    /// cycle (and to let a decoder that a `Decodable` only referenced weakly go); the coding keys are
    /// let go too, so a document waiting for its next decode holds nothing of the last one.
    mutating func close() {
        activeLevel = Self.closed
        for level in 0..<poolCapacity { pool[level] = nil }
        keys.deinitialize(count: keysInitialized)
        keysInitialized = 0
    }

    /// Records `key` as the path component of the child at `level + 1`.
    @inline(__always)
    mutating func setKey(_ key: some CodingKey, at index: Int) {
        if index < keysInitialized {
            keys[index] = key
        } else {
            if index >= keyCapacity { growKeys() }
            (keys + index).initialize(to: key)
            keysInitialized += 1
        }
    }

    /// The coding path of the active decoder at `level`.
    func path(count: Int) -> [any CodingKey] {
        Array(UnsafeBufferPointer(start: keys, count: count))
    }

    /// Moves the pooled decoder of `level` out, if there is one.
    @inline(__always)
    mutating func borrow(level: Int) -> TapeDecoder? {
        guard level < poolCapacity else { return nil }
        let decoder = (pool + level).move()
        (pool + level).initialize(to: nil)
        return decoder
    }

    /// Puts a decoder nobody else references back for the next value at `level`.
    @inline(__always)
    mutating func giveBack(_ decoder: TapeDecoder, level: Int) {
        if level >= poolCapacity { growPool(to: level + 1) }
        (pool + level).pointee = decoder
    }

    private mutating func growKeys() {
        let newCapacity = keyCapacity * 2
        let newKeys = UnsafeMutablePointer<any CodingKey>.allocate(capacity: newCapacity)
        newKeys.moveInitialize(from: keys, count: keysInitialized)
        keys.deallocate()
        keys = newKeys
        keyCapacity = newCapacity
    }

    private mutating func growPool(to minimum: Int) {
        let newCapacity = max(poolCapacity * 2, minimum)
        let newPool = UnsafeMutablePointer<TapeDecoder?>.allocate(capacity: newCapacity)
        newPool.moveInitialize(from: pool, count: poolCapacity)
        (newPool + poolCapacity).initialize(repeating: nil, count: newCapacity - poolCapacity)
        pool.deallocate()
        pool = newPool
        poolCapacity = newCapacity
    }
}
