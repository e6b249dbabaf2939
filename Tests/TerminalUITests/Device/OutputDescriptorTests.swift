import Foundation
import Testing

@testable import StrataTerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes that fail are answers, not traps: the first failure is kept, and nothing more is written.
@Suite("OutputDescriptor")
struct OutputDescriptorTests {
    @Test("a full device fails the write, names the output and the reason, and later writes are skipped")
    func fullDevice() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let output = OutputDescriptor(descriptor, name: "the terminal")

        let first = output.write("frame")
        let second = output.write("next frame")

        #expect(!first && !second)
        #expect(output.failure == OutputFailure(name: "the terminal", code: ENOSPC))
        #expect(output.failure?.description == "cannot write to the terminal: No space left on device")
    }

    @Test("a descriptor open only for reading fails with EBADF, as a closed stdout does once taken")
    func readOnlyDescriptor() throws {
        let descriptor = open("/dev/zero", O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let output = OutputDescriptor(descriptor, name: "standard output")

        #expect(!output.write("x"))
        #expect(output.failure?.code == EBADF)
    }

    @Test("a file takes every byte, and there is no failure")
    func writes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        try #require(descriptor >= 0)
        defer {
            close(descriptor)
            unlink(path)
        }
        let output = OutputDescriptor(descriptor, name: "a file")
        let text = String(repeating: "ligne ✓ \u{FFFD}\n", count: 10_000)

        #expect(output.write(text))
        #expect(output.failure == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }
}
