import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Moves a database file that cannot be used out of the way, so a fresh one can take its place.
///
/// Nothing is ever deleted: the file keeps its name with `.corrupt-<UTC timestamp>` appended, and its
/// `-wal`, `-shm` and `-journal` companions move with it under the same new name, so the pair can still
/// be opened together to rescue what is in it.
enum DamagedDatabaseFile {
    /// Renames `file` (and its companions that exist) and returns the new URL of the main file.
    static func moveAside(_ file: URL, at date: Date) throws(StorageError) -> URL {
        let base = file.path + ".corrupt-" + timestamp(date)
        var target = base
        var attempt = 1
        while FileManager.default.fileExists(atPath: target) {
            attempt += 1
            target = "\(base)-\(attempt)"
        }
        for suffix in ["-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: file.path + suffix) {
            try move(file.path + suffix, to: target + suffix)
        }
        try move(file.path, to: target)
        return URL(fileURLWithPath: target)
    }

    private static func move(_ source: String, to destination: String) throws(StorageError) {
        guard rename(source, destination) != 0 else { return }
        let code = errno
        let detail = "cannot move \(source) aside to \(destination): \(String(cString: strerror(code)))"
        throw StorageError.fileSystem(code: code, path: source, detail: detail)
    }

    /// `20250301T120405Z`: sortable, and free of characters some file systems refuse.
    private static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
        return
            "\(parts.year ?? 0)\(two(parts.month))\(two(parts.day))T\(two(parts.hour))\(two(parts.minute))\(two(parts.second))Z"
    }
}
