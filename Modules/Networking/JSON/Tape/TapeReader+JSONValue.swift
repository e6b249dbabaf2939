/// Builds a `JSONValue` straight from the tape, without going through containers.
extension TapeReader {
    func jsonValue(at index: Int, path: () -> [any CodingKey]) throws -> JSONValue {
        let entry = tape[index]
        switch entry.kind {
        case TapeKind.null: return .null
        case TapeKind.true: return .bool(true)
        case TapeKind.false: return .bool(false)
        case TapeKind.string: return .string(string(entry))
        case TapeKind.number, TapeKind.json5Number: return .number(try readDouble(index, path: path))
        case TapeKind.array:
            var elements: [JSONValue] = []
            elements.reserveCapacity(Int(entry.length))
            var child = index + 1
            while child < Int(entry.end) {
                elements.append(try jsonValue(at: child, path: path))
                child = next(child)
            }
            return .array(elements)
        default:
            var members = [String: JSONValue](minimumCapacity: Int(entry.length))
            var child = index + 1
            while child < Int(entry.end) {
                let key = string(tape[child])
                if members[key] == nil {
                    members[key] = try jsonValue(at: child + 1, path: path)
                }
                child = next(child + 1)
            }
            return .object(members)
        }
    }
}
