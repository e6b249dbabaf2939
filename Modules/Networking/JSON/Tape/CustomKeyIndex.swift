/// The keys of each object as a `.custom` key decoding strategy converts them, made once per object.
///
/// Foundation converts every key of an object when a keyed container is made for it, handing the
/// closure the coding path that ends in the key, and keeps the first of keys that convert alike.
/// This does the same, lazily, on the first lookup in an object, so the closure runs once per key.
final class CustomKeyIndex {
    let convert: @Sendable ([any CodingKey]) -> any CodingKey
    /// Object tape index → converted name → tape index of the value.
    private var objects: [Int: [String: Int]] = [:]
    /// Object tape index → converted names in document order, first occurrences only.
    private var orderedNames: [Int: [String]] = [:]

    init(_ convert: @escaping @Sendable ([any CodingKey]) -> any CodingKey) {
        self.convert = convert
    }

    /// Tape index of the value whose converted key is `name` in the object at `object`.
    func valueIndex(named name: String, in object: Int, reader: TapeReader, path: () -> [any CodingKey]) -> Int? {
        names(of: object, reader: reader, path: path)[name]
    }

    /// The converted keys of the object at `object`, in document order.
    func keys(of object: Int, reader: TapeReader, path: () -> [any CodingKey]) -> [String] {
        _ = names(of: object, reader: reader, path: path)
        return orderedNames[object] ?? []
    }

    private func names(of object: Int, reader: TapeReader, path: () -> [any CodingKey]) -> [String: Int] {
        if let names = objects[object] { return names }
        let base = path()
        var names: [String: Int] = [:]
        var ordered: [String] = []
        var child = object + 1
        let end = Int(reader.tape[object].end)
        while child < end {
            var keyPath = base
            keyPath.append(StringKey(reader.string(reader.tape[child])))
            let name = convert(keyPath).stringValue
            if names[name] == nil {
                names[name] = child + 1
                ordered.append(name)
            }
            child = reader.next(child + 1)
        }
        objects[object] = names
        orderedNames[object] = ordered
        return names
    }
}
