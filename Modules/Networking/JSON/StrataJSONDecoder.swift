import Foundation

/// A drop-in replacement for Foundation's `JSONDecoder`, several times faster.
///
/// Code written against `JSONDecoder` compiles unchanged with this class (the same properties,
/// strategy cases and closure shapes, `userInfo` of the same type) and decodes to the same values or
/// fails with the same `DecodingError` case and coding path, Foundation's leniencies included:
/// trailing commas, byte-order marks, UTF-16 and UTF-32 input, and JSON5 when `allowsJSON5` is set.
/// `strictRFC8259` turns the leniencies off for callers that want only RFC 8259 JSON.
///
/// Decoding dominates the cost of large API responses. This decoder validates the whole body once
/// into a flat tape and then serves `Decodable` containers straight from that tape, converting strings
/// and numbers only when a property asks for them. Like Foundation's, one instance may be configured
/// and shared across threads: each decode works from a snapshot of the settings taken when it starts.
public final class StrataJSONDecoder: Sendable {
    private let state = LockedState(DecoderState())

    /// Creates a decoder whose defaults match `JSONDecoder()`.
    public init() {}

    /// How JSON object keys are mapped to `CodingKey` string values; `.useDefaultKeys` by default.
    public var keyDecodingStrategy: KeyDecodingStrategy {
        get { state.withLock { $0.options.keyDecodingStrategy } }
        set { state.withLock { $0.update { $0.keyDecodingStrategy = newValue } } }
    }

    /// How `Date` values are read; the default defers to `Date(from:)` like Foundation.
    public var dateDecodingStrategy: DateDecodingStrategy {
        get { state.withLock { $0.options.dateDecodingStrategy } }
        set { state.withLock { $0.update { $0.dateDecodingStrategy = newValue } } }
    }

    /// How `Data` values are read; the default is Base64 like Foundation.
    public var dataDecodingStrategy: DataDecodingStrategy {
        get { state.withLock { $0.options.dataDecodingStrategy } }
        set { state.withLock { $0.update { $0.dataDecodingStrategy = newValue } } }
    }

    /// Whether strings may stand for infinities and NaN; `.throw` by default, as with Foundation.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
        get { state.withLock { $0.options.nonConformingFloatDecodingStrategy } }
        set { state.withLock { $0.update { $0.nonConformingFloatDecodingStrategy = newValue } } }
    }

    /// Context handed to every `Decodable` through `Decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { state.withLock { $0.options.userInfo } }
        set { state.withLock { $0.update { $0.userInfo = newValue } } }
    }

    /// Whether the document may be JSON5 (comments, unquoted keys, single quotes, hexadecimal, `+`,
    /// leading and trailing decimal points, `Infinity`, `NaN`), exactly as Foundation reads it.
    public var allowsJSON5: Bool {
        get { state.withLock { $0.options.allowsJSON5 } }
        set { state.withLock { $0.update { $0.allowsJSON5 = newValue } } }
    }

    /// Whether a document that does not start with `{` is read as the members of an object, as
    /// Foundation's property of the same name does; stored in `userInfo` under Foundation's key.
    public var assumesTopLevelDictionary: Bool {
        get { state.withLock { $0.options.assumesTopLevelDictionary } }
        set { state.withLock { $0.update { $0.userInfo[DecodingOptions.assumesTopLevelDictionaryKey] = newValue } } }
    }

    /// A Strata option: accept only RFC 8259 JSON, in UTF-8 without a byte-order mark and without
    /// trailing commas, for callers that must reject what a strict peer would. Off by default, which
    /// accepts what Foundation accepts; `allowsJSON5` takes precedence over it.
    public var strictRFC8259: Bool {
        get { state.withLock { $0.options.strictRFC8259 } }
        set { state.withLock { $0.update { $0.strictRFC8259 = newValue } } }
    }

    /// A Strata option: the deepest nesting of arrays and objects accepted before the document is
    /// rejected, so a hostile document of 100,000 `[` is an error rather than a stack overflow. 512 by
    /// default, Foundation's fixed limit.
    public var maximumDepth: Int {
        get { state.withLock { $0.options.maximumDepth } }
        set { state.withLock { $0.update { $0.maximumDepth = newValue } } }
    }

    /// Decodes a value of `type` (its dynamic type, as Foundation does) from a complete document.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try data.withUnsafeBytes { try decode(type, from: $0) }
    }

    /// Decodes a value of `type` from a complete JSON document in memory the caller owns, such as a
    /// buffer read from a file or a socket. The bytes only need to stay valid for the call.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: UnsafeRawBufferPointer) throws -> T {
        try withDocument(bytes) { try $0.decodeRoot(type) }
    }

    /// Decodes a `DecodableWithConfiguration` value, handing `configuration` to its initializer, as
    /// Foundation's method of the same shape does.
    public func decode<T: DecodableWithConfiguration>(
        _ type: T.Type, from data: Data, configuration: T.DecodingConfiguration
    ) throws -> T {
        try data.withUnsafeBytes { bytes in
            try withDocument(bytes) { try $0.decodeRoot(type, configuration: configuration) }
        }
    }

    /// Decodes a `DecodableWithConfiguration` value with the configuration its provider supplies.
    public func decode<T, C>(
        _ type: T.Type, from data: Data, configuration: C.Type
    ) throws -> T
    where
        T: DecodableWithConfiguration, C: DecodingConfigurationProviding,
        T.DecodingConfiguration == C.DecodingConfiguration
    {
        try decode(type, from: data, configuration: C.decodingConfiguration)
    }

    private func withDocument<T>(_ bytes: UnsafeRawBufferPointer, _ body: (JSONDocument) throws -> T) throws -> T {
        var document: JSONDocument
        do {
            document = try load(bytes)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription: "The given data was not valid JSON. \(error.description)",
                    underlyingError: error
                ))
        }
        defer {
            document.finishDecoding()
            if isKnownUniquelyReferenced(&document) {
                park(document)
            } else {
                // Something still referencing the document was kept by a `Decodable` and may read the
                // input after this call returns, when `bytes` may be gone.
                document.keepInput()
            }
        }
        return try body(document)
    }

    /// The document of `bytes` under the current settings: the spare one reloaded, or a new one if
    /// another decode has it. The caller gets the only reference.
    private func load(_ bytes: UnsafeRawBufferPointer) throws(JSONParseError) -> JSONDocument {
        let (settings, spare) = state.withLock { $0.begin() }
        guard let spare else { return try JSONDocument(reading: bytes, settings: settings) }
        do {
            try spare.reload(bytes, settings: settings)
        } catch {
            park(spare)
            throw error
        }
        return spare
    }

    /// Offers a document that nothing else references to the next decode.
    private func park(_ document: JSONDocument) {
        document.recycle()
        state.withLock { $0.park(document) }
    }
}
