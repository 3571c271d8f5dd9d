import Foundation
import SegueTestSupport
import Testing

/// The real `segue gif`, read by the real tools: ImageMagick's `identify` and FFmpeg's `ffprobe`
/// count its frames and read its delays exactly as the command made them.
@Suite("segue binary: gif read by identify and ffprobe")
struct GifEndToEndTests {
    static let identify = RecordFilmstripEndToEndTests.which("identify")
    static let ffprobe = RecordFilmstripEndToEndTests.which("ffprobe")

    /// `fashion` plays 1 s: 31 frames at 30 fps, 3 or 4 cs each (their times rounded to whole
    /// centiseconds), the last also holding 0.5 s.
    static let delays = (0..<31).map { k in
        let own = Int((Double(k + 1) * 100 / 30).rounded()) - Int((Double(k) * 100 / 30).rounded())
        return k == 30 ? own + 50 : own
    }

    static func make() throws -> (folder: URL, file: URL) {
        let folder = try makeTemporaryFolder("segue-e2e-gif")
        let file = folder.appendingPathComponent("fashion.gif")
        let result = try ProcessRunner.run("segue", ["gif", "fashion", "--size", "80x174", "--hold", "0.5", "--output", file.path], timeout: 120)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("wrote \(file.path): 31 frames at 30 fps, 1.03 s + 0.5 s hold, 80x174 px"))
        return (folder, file)
    }

    @Test("identify reads 31 frames of 80x174 with the command's delays", .enabled(if: identify != nil, "ImageMagick (identify) is not installed"))
    func identifyReadsFramesAndDelays() throws {
        let (folder, file) = try Self.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try ProcessRunner.run(executable: URL(fileURLWithPath: Self.identify!), ["-format", "%W %H %T\\n", file.path], timeout: 60)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 31)
        #expect(lines.allSatisfy { $0.hasPrefix("80 174 ") })
        #expect(lines.map { Int($0.split(separator: " ")[2]) ?? -1 } == Self.delays)
    }

    @Test("ffprobe counts 31 frames and reads each packet's duration in centiseconds", .enabled(if: ffprobe != nil, "FFmpeg (ffprobe) is not installed"))
    func ffprobeReadsFramesAndDelays() throws {
        let (folder, file) = try Self.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ffprobe = URL(fileURLWithPath: Self.ffprobe!)
        let count = try ProcessRunner.run(
            executable: ffprobe,
            ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=nb_read_frames,time_base", "-of", "default=nw=1", file.path],
            timeout: 60)
        #expect(count.status == 0, "\(count.standardError)")
        #expect(count.standardOutput.contains("nb_read_frames=31"))
        #expect(count.standardOutput.contains("time_base=1/100"))
        let packets = try ProcessRunner.run(
            executable: ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries", "packet=duration", "-of", "csv=p=0", file.path], timeout: 60)
        #expect(packets.status == 0, "\(packets.standardError)")
        #expect(packets.standardOutput.split(separator: "\n").map { Int($0) ?? -1 } == Self.delays)
    }

    @Test("--output - writes the same GIF to a pipe", .enabled(if: identify != nil, "ImageMagick (identify) is not installed"))
    func standardOutput() throws {
        let (folder, file) = try Self.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let piped = folder.appendingPathComponent("piped.gif")
        let segue = try ProcessRunner.productURL("segue").path
        let result = try ProcessRunner.run(
            executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "'\(segue)' gif fashion --size 80x174 --hold 0.5 --output - | cat > '\(piped.path)'"],
            timeout: 120)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(FileManager.default.contents(atPath: piped.path) == FileManager.default.contents(atPath: file.path))
    }
}
