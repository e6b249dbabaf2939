import Foundation

/// The `Decoder` handed to `init(from:)`, bound to one value of one document.
///
/// Decoders of nested values are borrowed from `DecodingLevels` (one per nesting level) rather than
/// allocated per value, and all of them share their document's coding-path stack. A decoder that a
/// `Decodable` keeps is detached when its `init(from:)` returns: it copies its coding path and is never
/// borrowed again, so it stays correct for as long as it is kept.
final class TapeDecoder: Decoder {
    /// The level of a decoder that owns its coding path and never borrows from the pool.
    private static let detachedLevel = -1

    let document: JSONDocument
    /// Points into `document`, which this decoder keeps alive.
    let reader: TapeReader
    /// Tape index of the value this decoder reads.
    private(set) var value: Int
    /// Nesting level while pooled (its path is the first `level` shared keys), or `detachedLevel`.
    private var level: Int
    /// The coding path of a detached decoder.
    private var detachedPath: [any CodingKey]

    /// A decoder whose path is the first `level` keys of the shared stack: the root and pooled decoders.
    init(document: JSONDocument, value: Int, level: Int) {
        self.document = document
        reader = document.reader
        self.value = value
        self.level = level
        detachedPath = []
    }

    /// A decoder with its own coding path, for nested containers, `superDecoder` and values reached
    /// from a decoder that is not the innermost active one.
    init(document: JSONDocument, value: Int, path: [any CodingKey]) {
        self.document = document
        reader = document.reader
        self.value = value
        level = Self.detachedLevel
        detachedPath = path
    }

    var codingPath: [any CodingKey] {
        level == Self.detachedLevel ? detachedPath : document.levels.pointee.path(count: level)
    }

    var userInfo: [CodingUserInfoKey: Any] { document.userInfo }

    func path(appending key: some CodingKey) -> [any CodingKey] {
        var path = codingPath
        path.append(key)
        return path
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let value = self.value
        let entry = reader.tape[value]
        guard entry.kind == TapeKind.object else {
            throw reader.containerMismatch([String: Any].self, entry, keyed: true, path: codingPath)
        }
        let levels = document.levels
        guard level == levels.pointee.activeLevel else {
            return KeyedDecodingContainer(KeyedContainer<Key>(target: ContainerTarget(keeping: self)))
        }
        return levels.pointee.keyedContainer(Key.self, of: self)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let value = self.value
        let entry = reader.tape[value]
        guard entry.kind == TapeKind.array else {
            throw reader.containerMismatch([Any].self, entry, keyed: false, path: codingPath)
        }
        return UnkeyedContainer(decoder: self, array: value)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(decoder: self)
    }

    /// A decoder of its own for the value at `index`, for containers whose use is not tied to a call.
    func detached(at index: Int, path: [any CodingKey]) -> TapeDecoder {
        TapeDecoder(document: document, value: index, path: path)
    }

    /// Decodes the child at tape `index`, reached from this decoder's value through `key`.
    @inline(__always)
    func unwrap<T: Decodable>(_ type: T.Type, at index: Int, key: some CodingKey) throws -> T {
        if Self.isScalar(T.self) { return try scalar(type, at: index, key: key) }
        let levels = document.levels
        guard level == levels.pointee.activeLevel else {
            return try detached(at: index, path: path(appending: key)).decodeValue(type, throughKey: true)
        }
        levels.pointee.setKey(key, at: level)
        return try decodeChild(type, at: index)
    }

    /// Decodes the element at tape `index` of this decoder's array, the element at `position`.
    @inline(__always)
    func unwrapElement<T: Decodable>(_ type: T.Type, at index: Int, position: Int) throws -> T {
        if Self.isScalar(T.self) { return try scalar(type, at: index, key: IndexKey(position)) }
        let levels = document.levels
        guard level == levels.pointee.activeLevel else {
            return try detached(at: index, path: path(appending: IndexKey(position))).decodeValue(
                type, throughKey: true)
        }
        levels.pointee.setPosition(position, at: level)
        return try decodeChild(type, at: index)
    }

    /// Whether `T` is one of the scalars `scalar(_:at:key:)` reads straight from the tape.
    @inline(__always)
    private static func isScalar<T>(_: T.Type) -> Bool {
        T.self == String.self || T.self == Int.self || T.self == Double.self || T.self == Bool.self
    }

    /// The child at `index` as `T`, which `isScalar`. (Not an optional result: `T?` would cost a
    /// metadata lookup per call in unspecialized code.)
    @inline(__always)
    private func scalar<T: Decodable>(_ type: T.Type, at index: Int, key: some CodingKey) throws -> T {
        if T.self == String.self {
            return unsafeBitCast(try reader.readString(index) { path(appending: key) }, to: T.self)
        }
        if T.self == Int.self {
            return unsafeBitCast(try reader.readInteger(Int.self, index) { path(appending: key) }, to: T.self)
        }
        if T.self == Double.self {
            return unsafeBitCast(try reader.readDouble(index) { path(appending: key) }, to: T.self)
        }
        return unsafeBitCast(try reader.readBool(index) { path(appending: key) }, to: T.self)
    }

    /// Decodes the child at `index`, whose path component is recorded, with the pooled decoder of the
    /// next level, and returns that decoder to the pool unless a `Decodable` kept it or a container of it.
    @inline(__always)
    private func decodeChild<T: Decodable>(_ type: T.Type, at index: Int) throws -> T {
        let level = self.level
        let levels = document.levels
        let childLevel = level + 1
        var child: TapeDecoder
        if let pooled = levels.pointee.borrow(level: childLevel) {
            child = pooled
            child.value = index
        } else {
            child = TapeDecoder(document: document, value: index, level: childLevel)
        }
        levels.pointee.activeLevel = childLevel
        defer {
            levels.pointee.activeLevel = level
            // A spare container still held retains `child` from here, so `child` then counts as kept.
            levels.pointee.spares.settle(level: childLevel)
            if isKnownUniquelyReferenced(&child) {
                levels.pointee.giveBack(child, level: childLevel)
            } else {
                levels.pointee.spares.unbind(level: childLevel)
                child.detach(path: levels.pointee.path(count: childLevel))
            }
        }
        return try child.decodeValue(type, throughKey: true)
    }

    /// Called when a `Decodable` kept this pooled decoder (or a container of it) past `init(from:)`.
    private func detach(path: [any CodingKey]) {
        detachedPath = path
        level = Self.detachedLevel
    }
}
