import Foundation
import SegueTestSupport
import Testing

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// The real `segue` writing files where they are hostile (docs/hardening.md, "Writing files"):
/// standard output by name, a full disk, a folder it may not write, and preset files swapped
/// for FIFOs while they are read. Each test has a folder of its own.
@Suite("segue binary: writing and reading files under attack")
struct FileWritingEndToEndTests {
    static let shell = URL(fileURLWithPath: ["/bin/sh", "/usr/bin/sh"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/bin/sh")

    /// `sh -c command`, with the built `segue` as `$SEGUE`.
    func sh(_ command: String, timeout: Double = 60) throws -> ProcessResult {
        let segue = try ProcessRunner.productURL("segue").path
        return try ProcessRunner.run(executable: Self.shell, ["-c", command], environment: ["SEGUE": segue], timeout: timeout)
    }

    func entries(_ folder: URL) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }

    @Test("--output - is standard output, and a link to /dev/stdout is written through, not replaced: the shell's file gets the bytes")
    func standardOutput() throws {
        let folder = try makeTemporaryFolder("segue-e2e-output-stdout")
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = try sh("cd '\(folder.path)' && \"$SEGUE\" filmstrip cube --format txt")
        let dash = try sh("cd '\(folder.path)' && \"$SEGUE\" filmstrip cube --output -")
        #expect(dash.status == 0 && dash.standardOutput == plain.standardOutput && plain.standardOutput.contains("p = 0.5"))
        #expect(entries(folder).isEmpty, "no file named -")
        let link = folder.appendingPathComponent("out.txt")
        try #require(symlink("/dev/stdout", link.path) == 0)
        let piped = try sh("\"$SEGUE\" filmstrip cube --format txt --output '\(link.path)'")
        #expect(piped.status == 0 && piped.standardOutput == plain.standardOutput, "\(piped.standardError)")
        let redirected = try sh("\"$SEGUE\" filmstrip cube --format txt --output '\(link.path)' > '\(folder.path)/shell.txt'")
        #expect(redirected.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("shell.txt"), encoding: .utf8) == plain.standardOutput)
        var info = stat()
        #expect(lstat(link.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "still a link")
        #expect(entries(folder) == ["out.txt", "shell.txt"])
    }

    @Test(
        "record, filmstrip, export and gif --output on a full disk: exit 1 saying what and where, nothing left in the folder",
        .enabled(if: FullDisk.isAvailable, "cannot mount a tmpfs here (unshare)"))
    func fullDisk() throws {
        let folder = try makeTemporaryFolder("segue-e2e-output-full")
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.path + "/out"
        let result = try sh(
            FullDisk.command(
                folder.path,
                then:
                    "\"$SEGUE\" record cube --play --output \(out)/cube.cast; echo record=$?; \"$SEGUE\" filmstrip cube --output \(out)/cube.svg; echo filmstrip=$?; "
                    + "\"$SEGUE\" export cube --output \(out)/CubeTransition.swift; echo export=$?; \"$SEGUE\" gif cube --output \(out)/cube.gif; echo gif=$?; echo left:; ls -A \(out)"
            ))
        #expect(result.standardOutput.hasSuffix("record=1\nfilmstrip=1\nexport=1\ngif=1\nleft:\n"), "\(result.standardOutput)\n\(result.standardError)")
        #expect(
            result.standardError.contains("Error: cannot write \(out)/cube.cast: No space left on device (writing \(out)/.segue-"), "\(result.standardError)")
        #expect(result.standardError.contains("now removed)"))
        #expect(result.standardError.contains("Error: cannot write \(out)/cube.svg: No space left on device"))
        #expect(result.standardError.contains("Error: cannot write \(out)/CubeTransition.swift: No space left on device"), "\(result.standardError)")
        #expect(result.standardError.contains("Error: cannot write \(out)/cube.gif: No space left on device"), "\(result.standardError)")
    }

    @Test("record --output into a folder it may not write: exit 1 saying so, nothing made")
    func readOnlyFolder() throws {
        let folder = try makeTemporaryFolder("segue-e2e-output-read-only")
        defer {
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        chmod(folder.path, 0o555)
        // Root writes anywhere: as root the run drops to nobody, for whom the mode counts.
        let asUser = geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
        let result = try sh("\(asUser)\"$SEGUE\" record cube --play --output '\(folder.path)/cube.cast'")
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("Error: cannot write \(folder.path)/cube.cast: cannot create a file in \(folder.path): Permission denied"),
            "\(result.standardError)")
        #expect(entries(folder).isEmpty)
    }

    @Test("a preset file swapped for a FIFO again and again while lint reads the folder: every run ends, the FIFO refused")
    func fifoSwappedIn() throws {
        let folder = try makeTemporaryFolder("segue-e2e-lint-fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        let presets = folder.appendingPathComponent("presets")
        try FileManager.default.createDirectory(at: presets, withIntermediateDirectories: true)
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fade = try String(contentsOf: repository.appendingPathComponent("presets/fade.json"), encoding: .utf8)
        // Many names lead to the one path that flips, so each lint run opens it many times.
        let flipping = folder.appendingPathComponent("flip.json").path
        try fade.write(toFile: folder.appendingPathComponent("file.json").path, atomically: false, encoding: .utf8)
        try #require(mkfifo(folder.appendingPathComponent("fifo").path, 0o644) == 0)
        for k in 0..<200 { try #require(symlink(flipping, presets.appendingPathComponent("p\(k).json").path) == 0) }
        let flipper = Flipper(file: folder.appendingPathComponent("file.json").path, fifo: folder.appendingPathComponent("fifo").path, at: flipping)
        let thread = Thread { flipper.run() }
        thread.start()
        defer { flipper.stop() }
        var blocked = 0
        var refused = false
        for _ in 0..<10 {
            let result = try sh("exec \"$SEGUE\" lint '\(presets.path)'", timeout: 5)
            if result.timedOut { blocked += 1 }
            if result.standardOutput.contains("not a regular file") { refused = true }
        }
        #expect(blocked == 0, "\(blocked) of 10 lint runs blocked opening a FIFO")
        #expect(refused, "the FIFO was read at least once and refused")
    }

    /// Swaps a regular file and a FIFO at one path as fast as it can, until stopped.
    final class Flipper: @unchecked Sendable {
        let file: String, fifo: String, at: String
        private let lock = NSLock()
        private var stopped = false
        init(file: String, fifo: String, at: String) {
            self.file = file
            self.fifo = fifo
            self.at = at
        }
        func stop() { lock.withLock { stopped = true } }
        func run() {
            let spare = at + ".spare"
            link(file, at)
            var fifoIn = false
            while !lock.withLock({ stopped }) {
                // Hard links of the two, renamed over the path in turn (rename is atomic).
                link(fifoIn ? file : fifo, spare)
                rename(spare, at)
                fifoIn.toggle()
            }
            unlink(at)
        }
    }
}
