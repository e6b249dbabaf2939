import Foundation

/// The types Foundation's `JSONDecoder` treats specially, decoded per the configured strategies, with
/// Foundation's errors: `valueNotFound` of the special type for `null`, then the strategy's own.
extension TapeDecoder {
    private func requireNonNull(_ type: Any.Type) throws {
        guard reader.tape[value].kind == TapeKind.null else { return }
        throw DecodingError.valueNotFound(
            type,
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "Cannot get value of type \(type) -- found null value instead"
            ))
    }

    /// Foundation reports an ISO 8601 failure at the path of the container the date was read from
    /// (without its key), or at the decoder's own path when decoded in place; so does this.
    func decodeDate(throughKey: Bool) throws -> Date {
        try requireNonNull(Date.self)
        switch document.options.dateDecodingStrategy {
        case .deferredToDate:
            return try Date(from: self)
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try reader.readDouble(value) { codingPath })
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try reader.readDouble(value) { codingPath } / 1000.0)
        case .iso8601:
            let text = try reader.readString(value) { codingPath }
            guard let date = try? Date.ISO8601FormatStyle().parse(text) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: throughKey ? codingPath.dropLast() : codingPath,
                        debugDescription: "Expected date string to be ISO8601-formatted."))
            }
            return date
        case .formatted(let formatter):
            let text = try reader.readString(value) { codingPath }
            guard let date = formatter.date(from: text) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: codingPath,
                        debugDescription: "Date string does not match format expected by formatter."))
            }
            return date
        case .custom(let closure):
            return try closure(self)
        }
    }

    func decodeData() throws -> Data {
        try requireNonNull(Data.self)
        switch document.options.dataDecodingStrategy {
        case .deferredToData:
            return try Data(from: self)
        case .base64:
            let text = try reader.readString(value) { codingPath }
            guard let data = Data(base64Encoded: text) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: codingPath, debugDescription: "Encountered Data is not valid Base64."))
            }
            return data
        case .custom(let closure):
            return try closure(self)
        }
    }

    func decodeURL() throws -> URL {
        try requireNonNull(URL.self)
        let text = try reader.readString(value) { codingPath }
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: codingPath, debugDescription: "Invalid URL string."))
        }
        return url
    }

    func decodeDecimal() throws -> Decimal {
        try reader.readDecimal(value) { codingPath }
    }
}
