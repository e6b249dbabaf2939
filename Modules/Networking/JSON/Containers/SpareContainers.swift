/// Keyed containers nobody holds any more, kept to be handed out again: a few per nesting level.
///
/// Every `KeyedDecodingContainer` the standard library makes allocates a box, after looking the box
/// type's metadata up in a global hash table. A box is a class instance, so one nobody else references can serve
/// the next object of the same key type at the same level, in this decode or the next one on the same
/// document; its container reads through a `ContainerTarget`, pointed at the asking decoder.
///
/// The rules that keep reuse from changing what any container reads (a copy that reflection takes out
/// of a box is the one exception; on the decoding thread it stays memory-safe: see `ContainerTarget`): a box is handed out again only
/// while this is its one reference (`isKnownUniquelyReferenced`); the boxes of a level are settled
/// when its decoder's `init(from:)` returns, and one still held there is given up to its holder, with
/// its decoder retained (and so detached: see `TapeDecoder.decodeChild`); and when a level's decoder
/// leaves it, its spares' targets are unbound (see `ContainerTarget`). Like the decoder pool, spares
/// are used only by the innermost active decoder.
///
/// Reuse saves the allocation, the release and the lookup of the box type's metadata: about 350
/// instructions per object, 6 % of decoding a list of users. A spare handed out often is then handed
/// out through a `ContainerUnboxer` of its container type, filed with it, which spares the lookup of
/// the container type's metadata as well (about 430 instructions). Not from the first hand-out:
/// making an unboxer type's metadata costs about 3,500 instructions the first time in a process,
/// more than a response of a few objects saves with it.
struct SpareContainers {
    /// Slots per level: a level sees a handful of key types (a user's address and company are two).
    private static let slotsPerLevel = 4
    /// Hand-outs of a spare without an unboxer before it gets one: a spare handed out this often
    /// serves a list, whose next objects repay the unboxer.
    private static let handOutsBeforeUnboxer = 16

    /// One filed container: its key type, the standard library's box, the target it reads through and,
    /// once it has one, the `ContainerUnboxer` of its container type.
    private struct Spare {
        let key: ObjectIdentifier
        var box: AnyObject
        let target: ContainerTarget
        /// A `ContainerUnboxer<KeyedDecodingContainer<Key>>`, filed once the spare is handed out often.
        var unboxer: AnyObject?
        /// Hand-outs so far without an unboxer.
        var handOuts = 0
    }

    /// `slotsPerLevel` slots per level, `levelCapacity` levels.
    private var slots: UnsafeMutablePointer<Spare?> = .allocate(capacity: 0)
    private var levelCapacity = 0
    /// One past the deepest level a spare was ever filed at: the levels `unbindAll` visits.
    private var filedLevels = 0

    /// Frees the slots; called once, by the owning `DecodingLevels`.
    mutating func deallocate() {
        slots.deinitialize(count: levelCapacity * Self.slotsPerLevel)
        slots.deallocate()
    }

    /// The box of a spare container for `Key` at `level` that nobody holds, pointed at `decoder`, the
    /// unboxer filed with it if it has one, and its slot, if there is one. (The box, not the
    /// container: an optional container would cost a type metadata lookup per call.) Box and unboxer
    /// unretained: both stay filed, and so alive, until the next call on these spares.
    @inline(__always)
    mutating func spare<Key: CodingKey>(for _: Key.Type, level: Int, decoder: TapeDecoder) -> (
        box: Unmanaged<AnyObject>, unboxer: Unmanaged<AnyObject>?, slot: Int
    )? {
        guard level < levelCapacity else { return nil }
        let key = ObjectIdentifier(Key.self)
        for slot in Self.slots(of: level) where slots[slot]?.key == key && isUnused(slot) {
            slots[slot]!.target.decoder = decoder
            let unboxer = slots[slot]!.unboxer.map { Unmanaged.passUnretained($0) }
            return (Unmanaged.passUnretained(slots[slot]!.box), unboxer, slot)
        }
        return nil
    }

    /// Counts a hand-out of the spare in `slot` without an unboxer; whether it should get one now.
    mutating func needsUnboxer(slot: Int) -> Bool {
        slots[slot]!.handOuts += 1
        return slots[slot]!.handOuts >= Self.handOutsBeforeUnboxer
    }

    /// Files `unboxer`, a `ContainerUnboxer` of the container type of the spare in `slot`, with it.
    mutating func file(unboxer: AnyObject, slot: Int) {
        slots[slot]!.unboxer = unboxer
    }

    /// Files `container`, whose target is `target`, as a spare of `level`, in a free slot or in place
    /// of a spare nobody holds; false if every slot of the level is in use.
    mutating func file<Key: CodingKey>(_ container: KeyedDecodingContainer<Key>, target: ContainerTarget, level: Int)
        -> Bool
    {
        if level >= levelCapacity { grow(to: level + 1) }
        let candidates = Self.slots(of: level)
        guard let slot = candidates.first(where: { slots[$0] == nil }) ?? candidates.first(where: isUnused) else {
            return false
        }
        // An evicted spare leaves the slots, and `unbindAll` with them: it is unbound now.
        slots[slot]?.target.decoder = ContainerTarget.unbound
        slots[slot] = Spare(
            key: ObjectIdentifier(Key.self), box: unsafeBitCast(container, to: AnyObject.self), target: target)
        filedLevels = max(filedLevels, level + 1)
        return true
    }

    /// Called when the `init(from:)` of `level`'s decoder returns: a spare someone still holds is
    /// theirs from now on, so it retains the decoder (which is then detached) and leaves its slot.
    @inline(__always)
    mutating func settle(level: Int) {
        guard level < levelCapacity else { return }
        for slot in Self.slots(of: level) where slots[slot] != nil && !isUnused(slot) {
            slots[slot]!.target.keep()
            slots[slot] = nil
        }
    }

    /// Points the targets of `level`'s spares at `ContainerTarget.unbound`: the level's decoder is
    /// leaving it (detached, or the decode is over), and may be freed.
    mutating func unbind(level: Int) {
        guard level < filedLevels else { return }
        let unbound = ContainerTarget.unbound
        for slot in Self.slots(of: level) { slots[slot]?.target.decoder = unbound }
    }

    /// `unbind(level:)` for every level: the decode is over and the pooled decoders are let go.
    mutating func unbindAll() {
        for level in 0..<filedLevels { unbind(level: level) }
    }

    /// Whether the spare in `slot` has no holder but this: a filed box is always referenced here.
    private func isUnused(_ slot: Int) -> Bool {
        isKnownUniquelyReferenced(&slots[slot]!.box)
    }

    private static func slots(of level: Int) -> Range<Int> {
        level * slotsPerLevel..<(level + 1) * slotsPerLevel
    }

    private mutating func grow(to minimum: Int) {
        let newCapacity = max(levelCapacity * 2, minimum, 8)
        let oldCount = levelCapacity * Self.slotsPerLevel
        let newCount = newCapacity * Self.slotsPerLevel
        let grown = UnsafeMutablePointer<Spare?>.allocate(capacity: newCount)
        grown.moveInitialize(from: slots, count: oldCount)
        (grown + oldCount).initialize(repeating: nil, count: newCount - oldCount)
        slots.deallocate()
        slots = grown
        levelCapacity = newCapacity
    }
}
