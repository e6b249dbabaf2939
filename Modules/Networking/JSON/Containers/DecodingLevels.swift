/// The shared state that lets one decoder per nesting level serve a whole document.
///
/// A document of 10,000 posts has 10,000 objects, and a `Decoder` object for each would cost an
/// allocation apiece. Instead `TapeDecoder.unwrap` borrows the one decoder kept for the child's
/// nesting level, points it at the child, and returns it afterwards, and all active decoders share one
/// coding-path stack (its first `level` components, each a key or an array position, are the path of
/// the decoder at `level`).
///
/// Reuse is only safe for a decoder nobody kept: a `Decodable` may legally store its decoder or a
/// container (which, once it outlives its `init(from:)`, holds its decoder: see `SpareContainers`).
/// So a borrowed decoder is returned only if
/// `isKnownUniquelyReferenced` says the borrower holds the last strong reference; otherwise it is
/// detached (it copies its path and stays bound to its value forever) and the level gets a new one.
/// A `weak` reference does not count as keeping: through one, a decoder may be seen to move on to
/// the next value during the decode, and it is gone after it; memory safety holds either way.
///
/// Reuse also requires that only the innermost active decoder borrows: `activeLevel` is that level,
/// and a decoder at any other level (detached, kept from earlier, or used after the decode returned)
/// makes a fresh decoder for each child instead.
///
/// The levels also hold the document's `KeyedContainerFactories` and `SpareContainers`, under the
/// same rule: only the innermost active decoder uses them.
struct DecodingLevels {
    private static let initialCapacity = 16
    /// An `activeLevel` no decoder has: set when the top-level decode returns, so nothing borrows again.
    static let closed = Int.min

    /// The level of the innermost decoder currently inside `init(from:)`.
    var activeLevel = 0
    private var keys: UnsafeMutablePointer<any CodingKey>
    private var keysInitialized = 0
    /// The array index a level's path component stands for, or -1 when `keys` holds it: elements of an
    /// array record an integer instead of an `IndexKey` existential, made only if a path is asked for.
    private var positions: UnsafeMutablePointer<Int>
    private var keyCapacity: Int
    private var pool: UnsafeMutablePointer<TapeDecoder?>
    private var poolCapacity: Int
    /// The keyed-container factories of the innermost active decoder's document.
    var containerFactories = KeyedContainerFactories()
    /// Keyed containers kept for reuse; they hold no decoder, so they are kept across decodes too.
    var spares = SpareContainers()
    /// The array and dictionary casts of the types the document met.
    var casts = DecodableCasts()

    init() {
        keyCapacity = Self.initialCapacity
        keys = .allocate(capacity: keyCapacity)
        positions = .allocate(capacity: keyCapacity)
        positions.initialize(repeating: -1, count: keyCapacity)
        poolCapacity = Self.initialCapacity
        pool = .allocate(capacity: poolCapacity)
        pool.initialize(repeating: nil, count: poolCapacity)
    }

    /// Frees the buffers; called once, by the owning `JSONDocument`.
    mutating func deallocate() {
        spares.unbindAll()
        keys.deinitialize(count: keysInitialized)
        keys.deallocate()
        positions.deallocate()
        pool.deinitialize(count: poolCapacity)
        pool.deallocate()
        spares.deallocate()
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
        spares.unbindAll()
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
            initializeKey(key, at: index)
        }
        positions[index] = -1
    }

    /// Records array index `position` as the path component of the child at `level + 1`.
    @inline(__always)
    mutating func setPosition(_ position: Int, at index: Int) {
        if index >= keyCapacity { growKeys(to: index + 1) }
        positions[index] = position
    }

    /// The first key stored at `index`; the slots below it that only ever held positions get a
    /// placeholder, so `keys[0..<keysInitialized]` stays initialized.
    private mutating func initializeKey(_ key: some CodingKey, at index: Int) {
        if index >= keyCapacity { growKeys(to: index + 1) }
        while keysInitialized < index {
            (keys + keysInitialized).initialize(to: IndexKey(0))
            keysInitialized += 1
        }
        (keys + index).initialize(to: key)
        keysInitialized += 1
    }

    /// The coding path of the active decoder at `level`.
    func path(count: Int) -> [any CodingKey] {
        (0..<count).map { positions[$0] >= 0 ? IndexKey(positions[$0]) : keys[$0] }
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

    private mutating func growKeys(to minimum: Int) {
        let newCapacity = max(keyCapacity * 2, minimum)
        let newKeys = UnsafeMutablePointer<any CodingKey>.allocate(capacity: newCapacity)
        newKeys.moveInitialize(from: keys, count: keysInitialized)
        keys.deallocate()
        keys = newKeys
        let newPositions = UnsafeMutablePointer<Int>.allocate(capacity: newCapacity)
        newPositions.moveInitialize(from: positions, count: keyCapacity)
        (newPositions + keyCapacity).initialize(repeating: -1, count: newCapacity - keyCapacity)
        positions.deallocate()
        positions = newPositions
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
