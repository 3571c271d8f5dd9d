import Foundation
import SegueTestSupport
import Testing

/// The real `segue filmstrip` SVG: vector views from the scene's geometry, read back as text.
@Suite("segue binary: the vector SVG filmstrip")
struct FilmstripSVGEndToEndTests {
    func segue(_ arguments: String...) throws -> ProcessResult {
        let result = try ProcessRunner.run("segue", arguments, timeout: 60)
        #expect(!result.timedOut)
        return result
    }

    /// The `points` of every `<polygon>` in `svg`, as (x, y) pairs.
    static func polygons(_ svg: String) -> [[(Double, Double)]] {
        svg.components(separatedBy: "<polygon points=\"").dropFirst().map { part in
            let list = part.prefix { $0 != "\"" }
            return list.split(separator: " ").compactMap { pair -> (Double, Double)? in
                let xy = pair.split(separator: ",").compactMap { Double($0) }
                return xy.count == 2 ? (xy[0], xy[1]) : nil
            }
        }
    }

    /// Whether the four corners make an axis-aligned rectangle (to 0.5 px).
    static func isRectangle(_ q: [(Double, Double)]) -> Bool {
        q.count == 4 && abs(q[0].1 - q[1].1) < 0.5 && abs(q[2].1 - q[3].1) < 0.5 && abs(q[0].0 - q[3].0) < 0.5 && abs(q[1].0 - q[2].0) < 0.5
    }

    @Test("labels are whole words in <text>, each view clipped to its polygon")
    func wholeLabels() throws {
        let run = try segue("filmstrip", "cube", "--format", "svg")
        #expect(run.status == 0)
        let svg = run.standardOutput
        #expect(svg.contains(">presenting</text>") && svg.contains(">presented</text>"))
        #expect(!svg.contains("~"))
        #expect(svg.contains("<clipPath id=\"f2v0\"><polygon points="))
        #expect(svg.contains(">p = 0.25</text>"))
    }

    @Test("a mid-turn cube's faces are their projected shapes, their content mapped onto them")
    func midTurnFaces() throws {
        let svg = try segue("filmstrip", "cube", "--at", "0.5", "--format", "svg").standardOutput
        let faces = Self.polygons(svg)
        #expect(faces.count >= 2)
        #expect(faces.allSatisfy { $0.count == 4 })
        #expect(faces.filter { !Self.isRectangle($0) }.count >= 2, "\(faces)")
        #expect(svg.contains("transform=\"matrix("))
        let level = try segue("filmstrip", "cube", "--at", "0", "--format", "svg").standardOutput
        #expect(Self.polygons(level).allSatisfy(Self.isRectangle))
    }

    @Test("--time captions each frame with its seconds; --landscape turns the frame")
    func timeAndLandscape() throws {
        let svg = try segue("filmstrip", "cube", "--time", "0,0.1", "--landscape", "--format", "svg").standardOutput
        #expect(svg.contains(">t = 0 s</text>") && svg.contains(">t = 0.1 s</text>"))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"904\" height=\"242\""), "\(svg.prefix(120))")
    }

    @Test(
        "bad --time and --landscape uses exit 64 with the option's usage",
        arguments: [
            (["cube", "--time", "0,-1"], "--time expects"),
            (["cube", "--time", "0,x"], "--time expects"),
            (["cube", "--time", "inf"], "--time expects"),
            (["cube", "--time", "0,0.1,0.2,0.3,0.4,0.5,0.6,0.7,0.8,0.9,1,1.1,1.2"], "--time expects"),
            (["cube", "--time", "0.1", "--at", "0.5"], "--time and --at cannot be given together"),
            (["cube", "--landscape=yes"], "landscape"),
        ])
    func badFlags(arguments: [String], message: String) throws {
        let result = try ProcessRunner.run("segue", ["filmstrip"] + arguments, timeout: 60)
        #expect(result.status == 64, "\(arguments)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardError.contains("Usage: segue filmstrip PRESET"), "\(result.standardError)")
    }
}
