import Foundation

/// Reads the `Retry-After` header (RFC 9110 §10.2.3): a number of seconds, or an HTTP date.
enum RetryAfter {
    /// The wait the header asks for, measured from `now`; a date in the past asks for none. `nil` when
    /// the value is neither form.
    static func delay(from value: String, now: Date) -> Duration? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.allSatisfy(\.isASCIIDigit) {
            // Absurdly long values are clamped rather than overflowing; the policy caps the wait anyway.
            return .seconds(trimmed.count > 9 ? 999_999_999 : Int(trimmed) ?? 0)
        }
        guard let date = httpDate(trimmed) else { return nil }
        return .seconds(max(0, date.timeIntervalSince(now)))
    }

    /// Parses the three date forms HTTP allows: IMF-fixdate, the obsolete RFC 850 form and asctime.
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
