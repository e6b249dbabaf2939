/// Parameter and header names made up for redaction tests: secret-looking ones assembled from the parts
/// real APIs use (`client_secret`, `X-Amz-Signature`, `page_token`…) and plain random ones. A rule that
/// decides by a list of secret names misses most of them; the allowlist rule must mask them all.
public enum GeneratedNames {
    /// The names the last hardening round missed, kept as seeds (issue 21).
    public static let foundMissed = [
        "client_secret", "refresh_token", "X-Amz-Signature", "apikey", "access-token", "passwd", "page_token",
    ]

    /// `count` names, the same ones for the same seed; none of them is empty.
    public static func names(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(state: seed)
        return (0..<count).map { index in
            index.isMultiple(of: 3) ? randomName(&random) : secretLooking(&random)
        }
    }

    private static let prefixes = [
        "", "", "x-", "X-", "X-Amz-", "client_", "refresh_", "access-", "access_", "page_", "api", "oauth_",
        "session", "my", "upload-", "id_",
    ]
    private static let cores = [
        "token", "secret", "key", "signature", "passwd", "password", "auth", "credential", "sig", "code",
        "nonce", "jwt", "bearer", "cookie", "pin", "otp", "hash", "ticket",
    ]
    private static let suffixes = ["", "", "_id", "Token", "-v2", "2", "_hash", "[]", ".value"]

    private static func secretLooking(_ random: inout SplitMix64) -> String {
        let name = random.pick(prefixes) + random.pick(cores) + random.pick(suffixes)
        switch random.int(0...3) {
        case 0: return name.uppercased()
        case 1: return name.prefix(1).uppercased() + name.dropFirst()
        default: return name
        }
    }

    private static func randomName(_ random: inout SplitMix64) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.~")
        return String((0..<random.int(1...20)).map { _ in random.pick(alphabet) })
    }
}
