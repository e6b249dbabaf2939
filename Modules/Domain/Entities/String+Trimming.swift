extension String {
    /// The text without leading and trailing whitespace (newlines included), the way every rule in the
    /// domain compares and stores what a user typed.
    var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
