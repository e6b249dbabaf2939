import Foundation

/// One parsed document and everything its decoders share.
///
/// A `Decodable` may legally keep its `Decoder` or a container after `init(from:)` returns, and use
/// it later, when the caller's buffer may be gone. So every decoder holds its document strongly and
/// every container holds its decoder, and when the decode call ends, a document that is still
/// referenced copies the input (`keepInput`) before the caller's buffer can go away. The common case,
/// where nothing was kept, reads the caller's bytes in place and copies nothing.
final class JSONDocument {
    let storage: UnsafeMutablePointer<TapeStorage>
    /// Behind a pointer rather than stored `var`s so the hot borrow-and-return in `TapeDecoder.unwrap`
    /// pays no dynamic exclusivity checks. Only the decoders of this document touch it, on one thread.
    let levels: UnsafeMutablePointer<DecodingLevels>
    let options: StrataJSONDecoder
    /// The Foundation types `JSONDecoder` decodes specially, resolved once per document so the check
    /// on every nested value is four integer comparisons rather than four metadata lookups.
    let specialTypes = SpecialTypes()

    private(set) lazy var userInfo: [CodingUserInfoKey: Any] = options.userInfo.mapValues { $0 as Any }

    /// Validates `input`, which must stay valid until `keepInput` or the end of this document's life,
    /// whichever comes first; throws the first grammar violation.
    init(reading input: UnsafeRawBufferPointer, options: StrataJSONDecoder) throws(JSONParseError) {
        let count = input.count
        guard count > 0, let base = input.baseAddress else {
            throw JSONParseError(kind: .unexpectedEndOfInput, offset: 0)
        }
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        var parser = JSONParser(bytes: bytes, count: count, maximumDepth: max(options.maximumDepth, 0))
        do {
            try parser.parse()
        } catch {
            parser.deallocate()
            throw error
        }
        let hints = UnsafeMutablePointer<TapeStorage.KeyHint>.allocate(capacity: TapeStorage.hintSlots)
        hints.initialize(repeating: (UInt32.max, 0), count: TapeStorage.hintSlots)
        var convertsSnakeCase = false
        if case .convertFromSnakeCase = options.keyDecodingStrategy { convertsSnakeCase = true }
        storage = .allocate(capacity: 1)
        storage.initialize(
            to: TapeStorage(
                bytes: bytes, ownsBytes: false, count: count, tape: parser.tape, hints: hints,
                convertsSnakeCase: convertsSnakeCase, nullIndex: parser.tapeCount - 1))
        levels = .allocate(capacity: 1)
        levels.initialize(to: DecodingLevels())
        self.options = options
    }

    deinit {
        levels.pointee.deallocate()
        levels.deinitialize(count: 1)
        levels.deallocate()
        if storage.pointee.ownsBytes { storage.pointee.bytes.deallocate() }
        storage.pointee.tape.deallocate()
        storage.pointee.hints.deallocate()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    var reader: TapeReader { TapeReader(storage: storage) }

    /// Decodes the top-level value.
    func decodeRoot<T: Decodable>(_ type: T.Type) throws -> T {
        try TapeDecoder(document: self, value: 0, level: 0).decodeValue(type)
    }

    /// Ends the decode call: no decoder borrows from the pool any more, and the pooled ones are let go.
    func finishDecoding() {
        levels.pointee.close()
    }

    /// Copies the input into memory this document owns, for decoders or containers kept after the
    /// decode call; costs one pass over the input, and only documents that were kept pay it.
    func keepInput() {
        guard !storage.pointee.ownsBytes else { return }
        let count = storage.pointee.count
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        copy.initialize(from: storage.pointee.bytes, count: count)
        storage.pointee.bytes = UnsafePointer(copy)
        storage.pointee.ownsBytes = true
    }
}
