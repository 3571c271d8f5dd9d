import Foundation
import SegueEngine
import SeguePlayground
import SeguePresets
import SegueTestSupport
import Testing

@testable import SegueCommands

/// `segue record PRESET --compare B --compare-policy P`: compare mode filmed as `segue play
/// --compare` shows it, both panes driven by the script, side by side or stacked per the size.
@Suite("record --compare")
struct RecordCompareTests {
    static let gesture = "touch; drag 40% over 0.3s; wait 0.2s; release"

    static func header(_ recording: String) throws -> [String: Any] {
        let first = try #require(recording.split(separator: "\n").first)
        return try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
    }

    @Test("--compare-policy: both panes side by side at the default 160x40, one cancels, the other finishes, the bar pairs them")
    func comparePolicy() throws {
        let arguments = ["slide-over", "--gesture", Self.gesture, "--compare-policy", "flick(1/3, 1200)"]
        let run = segue(["record"] + arguments)
        #expect(run.code == .success, "\(run.error)")
        let header = try Self.header(run.output)
        #expect(header["width"] as? Int == 160 && header["height"] as? Int == 40)
        #expect(
            header["title"] as? String
                == "compare: A slide-over — Slide Over · percent(0.5) │ B slide-over — Slide Over · flick(1/3, 1200)", "\(header)")
        let screens = try AsciicastReplay.screens(run.output)
        // Every event is a frame of the compare screen, as the playback drew it.
        let command = try RecordCommand(ArgumentParser.parse(arguments, for: RecordCommand.interface))
        let spec = try #require(PresetCatalog.builtIn()["slide-over"])
        var frames: [String] = []
        try command.playback(.preset(spec)).run { _, grid in
            if frames.last != grid.text { frames.append(grid.text) }
        }
        #expect(screens == frames)
        let last = try #require(screens.last).components(separatedBy: "\n")
        let layout = CompareLayout(columns: 160, rows: 40)
        #expect(layout.split == .sideBySide)
        #expect(last[0].hasPrefix(" A ") && Array(last[0])[layout.panes[1].x...].starts(with: " B "), "\(last[0])")
        let left = last.map { String(Array($0)[..<layout.panes[0].maxX]) }.joined(separator: "\n")
        let right = last.map { String(Array($0)[layout.panes[1].x...]) }.joined(separator: "\n")
        #expect(left.contains("✗ cancelled") && right.contains("✓ finished"), "\(last.joined(separator: "\n"))")
        #expect(last[38].hasPrefix("A percent(0.5) → cancel: p 0.40 ≤ 0.50 │ B flick(1/3, 1200) → finish"), "\(last[38])")
    }

    @Test("--compare B on a tall size stacks the panes: pane B plays its own preset under its own policy")
    func comparePresetStacked() throws {
        let run = segue("record", "slide-over", "--gesture", Self.gesture, "--compare", "presentation-sheet", "--size", "70x50")
        #expect(run.code == .success, "\(run.error)")
        let header = try Self.header(run.output)
        #expect((header["title"] as? String)?.contains("│ B presentation-sheet — ") == true, "\(header)")
        let layout = CompareLayout(columns: 70, rows: 50)
        #expect(layout.split == .stacked)
        let last = try #require(try AsciicastReplay.screens(run.output).last).components(separatedBy: "\n")
        #expect(last[0].hasPrefix(" A ") && last[layout.panes[1].y].hasPrefix(" B "), "\(last.joined(separator: "\n"))")
        let top = last[..<layout.panes[1].y].joined(separator: "\n")
        let bottom = last[layout.panes[1].y...].joined(separator: "\n")
        #expect(top.contains("slide-over") && bottom.contains("presentation-sheet"))
    }

    @Test("a size with no room for two panes, an unknown preset B or a bad policy is a usage error that writes nothing")
    func usageErrors() {
        let small = segue("record", "slide-over", "--play", "--compare", "fade", "--size", "100x30")
        #expect(small.code == .usage && small.output.isEmpty)
        #expect(small.error.contains("--size 100x30 is too small to compare: two panes need 101×18 side by side or 50×34 stacked"), "\(small.error)")
        let unknown = segue("record", "slide-over", "--play", "--compare", "no-such-preset")
        #expect(unknown.code == .usage && unknown.output.isEmpty && unknown.error.contains("no-such-preset"), "\(unknown.error)")
        let policy = segue("record", "slide-over", "--play", "--compare-policy", "sometimes")
        #expect(policy.code == .usage && policy.output.isEmpty && policy.error.contains("--compare-policy"), "\(policy.error)")
    }
}
