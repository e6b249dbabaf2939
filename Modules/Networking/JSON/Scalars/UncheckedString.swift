/// Makes a `String` from UTF-8 the parser has already validated, without validating it again.
///
/// Every public way to make a `String` from bytes validates them, and for text with non-ASCII
/// characters that second validation cost more than the parser's scan, check and unescape together
/// (29,200 instructions of a 130,300-instruction decode of `posts-small-escaped`; 2.5 million of a
/// 57 million one of `posts-10k`, all ASCII). The standard library's own initializers end by handing
/// bytes they have validated to `String._uncheckedFromUTF8(_:isASCII:)`, which copies them into a
/// new string. It is `internal` but `@usableFromInline`, so its symbol belongs to the library's ABI
/// and stays for as long as the library is binary compatible; it is declared here by that symbol.
/// Two rules make the call sound: the bytes must be valid UTF-8 (the parsers reject anything else,
/// and what they write when unescaping is encoded from scalars they checked), and `isASCII` must be
/// true only for text below 0x80 (the tape's flag, set for any byte above it).
enum UncheckedString {
    /// A `String` holding a copy of `utf8`, which must be valid UTF-8; `isASCII` must say exactly
    /// whether every byte is below 0x80.
    @inline(__always)
    static func make(_ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
        uncheckedFromUTF8(utf8, isASCII: isASCII)
    }
}

/// `static String._uncheckedFromUTF8(_: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String`. A static
/// method's `self` is the string metatype, which is thin and takes no argument, so a free function of
/// the same parameters and result has the same calling convention.
@_silgen_name("$sSS18_uncheckedFromUTF8_7isASCIISSSRys5UInt8VG_SbtFZ")
private func uncheckedFromUTF8(_ utf8: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String
