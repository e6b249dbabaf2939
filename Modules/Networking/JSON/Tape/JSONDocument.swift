import Foundation

/// One parsed document and everything its decoders share.
///
/// A `Decodable` may legally keep its `Decoder` or a container after `init(from:)` returns, and use
/// it later, when the caller's buffer may be gone. So every decoder holds its document strongly and
/// every container that outlives its `init(from:)` holds its decoder (a copy that reflection takes out
/// of the standard library's box excepted: see `ContainerTarget`), and when the decode call ends, a
/// document that is still referenced copies the input (`keepInput`) before the caller's buffer can go
/// away. The common case, where nothing was kept, reads the caller's bytes in place and copies
/// nothing; its document then waits in its `StrataJSONDecoder` and is loaded again by the next
/// decode, so a small response does not pay for allocating the tape, the hints, the decoding levels
/// and the container factories again.
final class JSONDocument {
    let storage: UnsafeMutablePointer<TapeStorage>
    /// Behind a pointer rather than stored `var`s so the hot borrow-and-return in `TapeDecoder.unwrap`
    /// pays no dynamic exclusivity checks. Only the decoders of this document touch it, on one thread.
    let levels: UnsafeMutablePointer<DecodingLevels>
    /// Behind a pointer for the same reason; only the decode that owns the document touches it.
    private let buffers: UnsafeMutablePointer<DocumentBuffers>
    /// The Foundation types `JSONDecoder` decodes specially, resolved once per document so the check
    /// on every nested value is four integer comparisons rather than four metadata lookups.
    let specialTypes = SpecialTypes()

    var options: DecodingOptions { buffers.pointee.settings.options }

    /// `userInfo` as `Decoder` presents it, made on first use. An empty one is made each time and
    /// never stored: making it costs nothing, while the first `mapValues` in a process costs a cold
    /// generic-type lookup (about 380,000 instructions), and a read that writes nothing is what lets
    /// `ContainerTarget.unbound` be shared between threads.
    var userInfo: [CodingUserInfoKey: Any] {
        if let userInfo = buffers.pointee.userInfo { return userInfo }
        if options.userInfo.isEmpty { return [:] }
        let userInfo = options.userInfo.mapValues { $0 as Any }
        buffers.pointee.userInfo = userInfo
        return userInfo
    }

    /// Validates `input`, which must stay valid until `keepInput` or the end of this document's life,
    /// whichever comes first; throws the first grammar violation.
    init(reading input: UnsafeRawBufferPointer, settings: DecodingSettings) throws(JSONParseError) {
        let source = try DocumentInput(input, settings: settings)
        buffers = .allocate(capacity: 1)
        buffers.initialize(to: DocumentBuffers(settings: settings, tapeCapacity: source.count / 8 + 16))
        storage = .allocate(capacity: 1)
        storage.initialize(
            to: TapeStorage(bytes: source.bytes, tape: buffers.pointee.tape.base, text: buffers.pointee.text.base))
        levels = .allocate(capacity: 1)
        levels.initialize(to: DecodingLevels())
        try parse(source, settings: settings)
    }

    deinit {
        levels.pointee.deallocate()
        levels.deinitialize(count: 1)
        levels.deallocate()
        if storage.pointee.ownsBytes { storage.pointee.bytes.deallocate() }
        buffers.pointee.deallocate()
        buffers.deinitialize(count: 1)
        buffers.deallocate()
        storage.pointee.hints.deallocate()
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Loads another document into this one, which must be neither referenced by any decoder nor in
    /// use: the buffers of the previous document are reused. Throws like `init(reading:settings:)`.
    func reload(_ input: UnsafeRawBufferPointer, settings: DecodingSettings) throws(JSONParseError) {
        let source = try DocumentInput(input, settings: settings)
        buffers.pointee.tape.reset(minimumCapacity: source.count / 8 + 16)
        buffers.pointee.text.reset()
        storage.pointee.bytes = source.bytes
        storage.pointee.tape = buffers.pointee.tape.base
        storage.pointee.resetHints()
        buffers.pointee.settings = settings
        try parse(source, settings: settings)
    }

    private func parse(_ source: DocumentInput, settings: DecodingSettings) throws(JSONParseError) {
        storage.pointee.ownsBytes = source.isOwned
        storage.pointee.count = source.count
        storage.pointee.keyMode = settings.keyMode
        storage.pointee.nonConformingFloats = settings.nonConformingFloats
        if case .custom(let convert) = settings.options.keyDecodingStrategy {
            storage.pointee.customKeys = CustomKeyIndex(convert)
        } else {
            storage.pointee.customKeys = nil
        }
        levels.pointee.open()
        defer {
            storage.pointee.tape = buffers.pointee.tape.base
            storage.pointee.text = UnsafePointer(buffers.pointee.text.base)
            storage.pointee.nullIndex = buffers.pointee.tape.count - 1
        }
        if settings.options.allowsJSON5 {
            var parser = JSON5Parser(
                bytes: source.bytes, count: source.count, maximumDepth: settings.maximumDepth,
                tape: buffers.pointee.tape)
            defer { buffers.pointee.tape = parser.tape }
            try parser.parse()
        } else {
            let stack = buffers.pointee.stack(for: source.count, maximumDepth: settings.maximumDepth)
            var parser = JSONParser(
                bytes: source.bytes, count: source.count, maximumDepth: settings.maximumDepth,
                allowsTrailingCommas: settings.allowsTrailingCommas, tape: buffers.pointee.tape,
                text: buffers.pointee.text)
            defer {
                buffers.pointee.tape = parser.tape
                buffers.pointee.text = parser.text
            }
            try parser.parse(stack: stack)
        }
    }

    var reader: TapeReader { TapeReader(storage: storage) }

    /// Decodes the top-level value as `type`, the dynamic type the caller passed, as Foundation does.
    func decodeRoot<T: Decodable>(_ type: T.Type) throws -> T {
        let root = TapeDecoder(document: self, value: 0, level: 0)
        // A top-level container still held when the decode returns retains `root` from here, and the
        // other spares of the top level stop pointing at it.
        defer { withExtendedLifetime(root) { finishTopLevel() } }
        return try root.decodeValue(type)
    }

    /// Decodes the top-level value through its configuration-taking initializer.
    func decodeRoot<T: DecodableWithConfiguration>(_ type: T.Type, configuration: T.DecodingConfiguration) throws -> T {
        let root = TapeDecoder(document: self, value: 0, level: 0)
        defer { withExtendedLifetime(root) { finishTopLevel() } }
        return try type.init(from: root, configuration: configuration)
    }

    /// Settles the top level's spare containers when the root decoder's value is decoded.
    private func finishTopLevel() {
        levels.pointee.spares.settle(level: 0)
        levels.pointee.spares.unbind(level: 0)
    }

    /// Ends the decode call: no decoder borrows from the pool any more, and the pooled ones are let go.
    func finishDecoding() {
        levels.pointee.close()
    }

    /// Prepares a document nothing references any more to wait for the next decode: lets go of what
    /// belongs to this decode alone (an input copy, `.custom` keys, `userInfo`) and of buffers (tape,
    /// unescaped text, parser stack) too large to keep around.
    func recycle() {
        if storage.pointee.ownsBytes {
            storage.pointee.bytes.deallocate()
            storage.pointee.ownsBytes = false
        }
        storage.pointee.customKeys = nil
        buffers.pointee.trim()
        storage.pointee.tape = buffers.pointee.tape.base
        storage.pointee.text = UnsafePointer(buffers.pointee.text.base)
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
