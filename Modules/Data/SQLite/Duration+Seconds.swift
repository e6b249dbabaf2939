extension Duration {
    /// The duration in seconds, as SQLite stores times (`REAL` seconds) and as `Date` arithmetic takes
    /// them. Public so code that stores times through this kit (and the sync simulation that checks it)
    /// converts the same way, to the bit; code that only needs an approximate `TimeInterval` (timeouts,
    /// log lines) divides by `.seconds(1)` as the standard library allows, rather than writing another.
    public var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Whole milliseconds, clamped to what `sqlite3_busy_timeout` takes.
    var inMilliseconds: Int32 {
        let milliseconds = (inSeconds * 1000).rounded()
        return Int32(min(max(milliseconds, 0), Double(Int32.max)))
    }
}
