import Foundation

/// Object key lookup on the tape, shared by keyed containers, dictionaries and `superDecoder`.
extension TapeReader {
    /// The key at tape `index` as the decoded types see it: unescaped, converted from snake case
    /// under that strategy. (`.custom` keys come from `CustomKeyIndex` instead.)
    func keyName(_ index: Int) -> String {
        let name = string(tape[index])
        return storage.pointee.keyMode == .snakeCase ? SnakeCase.convert(name) : name
    }

    /// Tape index of the value stored under `key` in the object at `object`; the first occurrence wins
    /// when a key repeats, as with Foundation. `path` is the object's coding path, for `.custom`.
    @inline(__always)
    func find<K: CodingKey>(_ key: K, in object: Int, path: () -> [any CodingKey]) -> Int? {
        let name = key.stringValue
        if convertsKeys { return findConverted(name, in: object, path: path) }
        return findExact(name, in: object)
    }

    /// `find` without key conversion.
    @inline(__always)
    func findExact(_ name: String, in object: Int) -> Int? {
        if let found = name.utf8.withContiguousStorageIfAvailable({ findExact($0, name, in: object) }) {
            return found
        }
        // Not stored as contiguous UTF-8 (a bridged string): a copy is.
        var copy = name
        return copy.withUTF8 { findExact($0, name, in: object) }
    }

    @inline(__always)
    private func findExact(_ utf8: UnsafeBufferPointer<UInt8>, _ name: String, in object: Int) -> Int? {
        let end = Int(tape[object].end)
        let slot = object & (TapeStorage.hintSlots - 1)
        let tag = UInt32(truncatingIfNeeded: object)
        // Keys are usually read in document order: the hint is the key after the last one found in this
        // object, and the first key when the object has no hint yet.
        let hint = hints[slot]
        let guess = hint.object == tag ? Int(hint.key) : object + 1
        if guess < end && rawEquals(tape[guess], utf8) {
            hints[slot] = (tag, UInt32(truncatingIfNeeded: next(guess + 1)))
            return guess + 1
        }
        guard let found = scan(for: utf8, name, in: object, end: end) else { return nil }
        hints[slot] = (tag, UInt32(truncatingIfNeeded: next(found + 1)))
        return found + 1
    }

    /// The first key of the object equal to `name` as a Swift string, when the hint missed (a DTO that
    /// skips keys or reads them out of order, or a key that is absent). Keys are compared byte for
    /// byte first. Only non-ASCII text or JSON5 escapes, in a key passed over, in the match or in the
    /// name, can make a key equal to the name without being byte-equal (canonical equivalence); then
    /// the keys are compared again, as strings where needed, so the first equal key still wins.
    @inline(__always)
    private func scan(for utf8: UnsafeBufferPointer<UInt8>, _ name: String, in object: Int, end: Int) -> Int? {
        let unusual = TapeKind.escapedFlag | TapeKind.nonASCIIFlag
        var passed: UInt32 = 0
        var candidate = object + 1
        while candidate < end {
            let entry = tape[candidate]
            if rawEquals(entry, utf8) {
                if (passed | entry.tag) & unusual == 0 { return candidate }
                break
            }
            passed |= entry.tag
            candidate = next(candidate + 1)
        }
        if candidate >= end && passed & unusual == 0 && Self.isASCII(utf8) { return nil }
        return scanAsStrings(for: utf8, name, in: object, end: end)
    }

    /// `scan` when a key may equal the name without being byte-equal: every key in document order,
    /// compared as a string when it or the name has non-ASCII text or escapes.
    @inline(never)
    private func scanAsStrings(for utf8: UnsafeBufferPointer<UInt8>, _ name: String, in object: Int, end: Int) -> Int? {
        var keyIsASCII: Bool?
        var candidate = object + 1
        while candidate < end {
            let entry = tape[candidate]
            if rawEquals(entry, utf8) || (mayBeEquivalent(entry, utf8, &keyIsASCII) && isEquivalent(entry, name)) {
                return candidate
            }
            candidate = next(candidate + 1)
        }
        return nil
    }

    /// Whether every byte of `utf8` is below 0x80, a word at a time.
    @inline(__always)
    static func isASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var bits: UInt64 = 0
        var i = 0
        while i &+ 8 <= utf8.count {
            bits |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            i &+= 8
        }
        while i < utf8.count {
            bits |= UInt64(base[i])
            i &+= 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    private func findConverted(_ name: String, in object: Int, path: () -> [any CodingKey]) -> Int? {
        if let customKeys = storage.pointee.customKeys {
            return customKeys.valueIndex(named: name, in: object, reader: self, path: path)
        }
        var storage = name
        return storage.withUTF8 { utf8 in
            let end = Int(tape[object].end)
            var keyIsASCII: Bool?
            var candidate = object + 1
            while candidate < end {
                let entry = tape[candidate]
                let hasUnderscore = UnsafeBufferPointer(start: text(entry), count: Int(entry.length))
                    .contains(ASCII.underscore)
                if hasUnderscore || entry.hasEscapes {
                    if SnakeCase.convert(string(entry)) == name { return candidate + 1 }
                } else if rawEquals(entry, utf8) || (mayBeEquivalent(entry, utf8, &keyIsASCII) && string(entry) == name)
                {
                    return candidate + 1
                }
                candidate = next(candidate + 1)
            }
            return nil
        }
    }

    /// Whether the document key's text is exactly `utf8` (only meaningful without JSON5 escapes).
    @inline(__always)
    private func rawEquals(_ entry: TapeEntry, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = utf8.count
        guard Int(entry.length) == count, !entry.hasEscapes else { return false }
        guard count > 0, let other = utf8.baseAddress else { return true }
        return Self.equalBytes(text(entry), other, count)
    }

    /// Whether the `count` (at least one) bytes at `a` and `b` are equal. Keys are short, so a key of
    /// up to sixteen bytes is compared with two overlapping loads per side, each within the `count` bytes.
    @inline(__always)
    static func equalBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let a = UnsafeRawPointer(a)
        let b = UnsafeRawPointer(b)
        if count >= 8 {
            var i = 0
            while i &+ 8 < count {
                if a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                    != b.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                {
                    return false
                }
                i &+= 8
            }
            return a.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        if count >= 4 {
            return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
                && a.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
                    == b.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        }
        if count >= 2 {
            return a.loadUnaligned(as: UInt16.self) == b.loadUnaligned(as: UInt16.self)
                && a.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self)
                    == b.loadUnaligned(fromByteOffset: count &- 2, as: UInt16.self)
        }
        return a.load(as: UInt8.self) == b.load(as: UInt8.self)
    }

    /// Whether the document key `entry` equals `name` as a Swift string: canonically equivalent.
    @inline(never)
    private func isEquivalent(_ entry: TapeEntry, _ name: String) -> Bool {
        string(entry) == name
    }

    /// Whether two byte-wise different keys could still be equal as Swift strings (canonical
    /// equivalence), which needs JSON5 escapes or non-ASCII text on one side.
    private func mayBeEquivalent(_ entry: TapeEntry, _ utf8: UnsafeBufferPointer<UInt8>, _ keyIsASCII: inout Bool?)
        -> Bool
    {
        if entry.hasEscapes || entry.hasNonASCII { return true }
        if keyIsASCII == nil {
            keyIsASCII = Self.isASCII(utf8)
        }
        return keyIsASCII == false
    }
}
