extension Duration {
    /// The duration in seconds, as SQLite stores times (`REAL` seconds) and as `Date` arithmetic takes
    /// them. Public so code that stores times through this kit converts the same way; StrataNetworking,
    /// which imports no kit but its own, keeps an equal conversion of its own.
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
