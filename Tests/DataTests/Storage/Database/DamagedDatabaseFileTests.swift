import Foundation
import Testing

@testable import StrataData

@Suite("Moving a damaged database aside")
struct DamagedDatabaseFileTests {
    private let directory: TemporaryDirectory
    private let moment = Date(timeIntervalSince1970: 1_740_830_645)  // 2025-03-01 12:04:05 UTC

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test("the file and its -wal and -shm are renamed with a timestamp, keeping their contents")
    func movesFileAndCompanions() throws {
        let file = directory.file()
        for (suffix, text) in [("", "main"), ("-wal", "wal"), ("-shm", "shm")] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: file.path + suffix))
        }

        let moved = try DamagedDatabaseFile.moveAside(file, at: moment)

        #expect(moved.path == file.path + ".corrupt-20250301T120405Z")
        #expect(try String(contentsOf: moved, encoding: .utf8) == "main")
        #expect(try String(contentsOfFile: moved.path + "-wal", encoding: .utf8) == "wal")
        #expect(try String(contentsOfFile: moved.path + "-shm", encoding: .utf8) == "shm")
        for suffix in ["", "-wal", "-shm"] {
            #expect(!FileManager.default.fileExists(atPath: file.path + suffix))
        }
    }

    @Test("a second damaged file in the same second gets its own name instead of replacing the first")
    func neverOverwrites() throws {
        let file = directory.file()
        try Data("first".utf8).write(to: file)
        let first = try DamagedDatabaseFile.moveAside(file, at: moment)
        try Data("second".utf8).write(to: file)

        let second = try DamagedDatabaseFile.moveAside(file, at: moment)

        #expect(second.path == first.path + "-2")
        #expect(try String(contentsOf: first, encoding: .utf8) == "first")
        #expect(try String(contentsOf: second, encoding: .utf8) == "second")
    }
}
