import Foundation

/// The types Foundation's `JSONDecoder` treats specially, decoded per the configured strategies.
extension TapeDecoder {
    func decodeDate() throws -> Date {
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
                        codingPath: codingPath, debugDescription: "Expected date string to be ISO8601-formatted."))
            }
            return date
        case .custom(let closure):
            return try closure(self)
        }
    }

    func decodeData() throws -> Data {
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
        }
    }

    func decodeURL() throws -> URL {
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
