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
    let options: DecodingOptions
    /// The Foundation types `JSONDecoder` decodes specially, resolved once per document so the check
    /// on every nested value is four integer comparisons rather than four metadata lookups.
    let specialTypes = SpecialTypes()

    private(set) lazy var userInfo: [CodingUserInfoKey: Any] = options.userInfo.mapValues { $0 as Any }

    /// Validates `input`, which must stay valid until `keepInput` or the end of this document's life,
    /// whichever comes first; throws the first grammar violation.
    init(reading input: UnsafeRawBufferPointer, options: DecodingOptions) throws(JSONParseError) {
        let source = try DocumentInput(input, options: options)
        let maximumDepth = max(options.maximumDepth, 0)
        let tape: UnsafeMutablePointer<TapeEntry>
        let tapeCount: Int
        do throws(JSONParseError) {
            if options.allowsJSON5 {
                var parser = JSON5Parser(bytes: source.bytes, count: source.count, maximumDepth: maximumDepth)
                do { try parser.parse() } catch {
                    parser.deallocate()
                    throw error
                }
                (tape, tapeCount) = (parser.tape, parser.tapeCount)
            } else {
                var parser = JSONParser(
                    bytes: source.bytes, count: source.count, maximumDepth: maximumDepth,
                    allowsTrailingCommas: !options.strictRFC8259)
                do { try parser.parse() } catch {
                    parser.deallocate()
                    throw error
                }
                (tape, tapeCount) = (parser.tape, parser.tapeCount)
            }
        } catch {
            if source.isOwned { source.bytes.deallocate() }
            throw error
        }
        let hints = UnsafeMutablePointer<TapeStorage.KeyHint>.allocate(capacity: TapeStorage.hintSlots)
        hints.initialize(repeating: (UInt32.max, 0), count: TapeStorage.hintSlots)
        var keyMode = TapeStorage.KeyMode.exact
        var customKeys: CustomKeyIndex?
        switch options.keyDecodingStrategy {
        case .useDefaultKeys: break
        case .convertFromSnakeCase: keyMode = .snakeCase
        case .custom(let convert):
            keyMode = .custom
            customKeys = CustomKeyIndex(convert)
        }
        var nonConformingFloats: TapeStorage.NonConformingFloats?
        if case .convertFromString(let positive, let negative, let nan) = options.nonConformingFloatDecodingStrategy {
            nonConformingFloats = (positive, negative, nan)
        }
        storage = .allocate(capacity: 1)
        storage.initialize(
            to: TapeStorage(
                bytes: source.bytes, ownsBytes: source.isOwned, count: source.count, tape: tape, hints: hints,
                keyMode: keyMode, customKeys: customKeys, nonConformingFloats: nonConformingFloats,
                nullIndex: tapeCount - 1))
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

    /// Decodes the top-level value as `type`, the dynamic type the caller passed, as Foundation does.
    func decodeRoot<T: Decodable>(_ type: T.Type) throws -> T {
        try TapeDecoder(document: self, value: 0, level: 0).decodeValue(type)
    }

    /// Decodes the top-level value through its configuration-taking initializer.
    func decodeRoot<T: DecodableWithConfiguration>(_ type: T.Type, configuration: T.DecodingConfiguration) throws -> T {
        try type.init(from: TapeDecoder(document: self, value: 0, level: 0), configuration: configuration)
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
