import Foundation
import StrataNetworking

/// A URL as a message may show it: by the same rule as the log, the HTTP cache and `--json`
/// (`Redaction`), so a user name, a password or a query value not known to be harmless never reaches
/// a message, even one that echoes what was typed.
public enum URLDisplay {
    /// `text` with what the rule does not show masked; text that does not parse as a URL cannot be
    /// taken apart, so none of it is shown.
    public static func redacted(_ text: String) -> String {
        URL(string: text).map { Redaction().render($0) } ?? Redaction.mask
    }
}
