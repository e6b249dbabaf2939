import Foundation
import StrataDomain

/// The line a screen shows when its data is not current: "Offline — as of 2026-11-30 14:02 (Cannot
/// connect to the server)". Current data needs no note.
public enum FreshnessNote {
    /// The note for offline data; `nil` for any other freshness, `nil` included. Times are written in `timeZone`.
    public static func text(for freshness: Freshness?, timeZone: TimeZone = .current) -> String? {
        guard case .offline(let asOf, let cause) = freshness else { return nil }
        let when = asOf.map { "as of \(format($0, timeZone: timeZone))" } ?? "showing the bundled snapshot"
        return "Offline — \(when) (\(ErrorViewModel(cause).message))"
    }

    private static func format(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
    }
}
