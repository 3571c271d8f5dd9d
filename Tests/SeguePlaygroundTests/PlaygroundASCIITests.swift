import SegueInput
import SeguePlayground
import SegueRender
import SegueTestSupport
import Testing

/// `--ascii`: every piece of the playground's text has an ASCII spelling, so no glyph turns into
/// `?` (the only `?` on screen are the help key's own).
@Suite("Playground in ASCII")
struct PlaygroundASCIITests {
    /// The same steps on a Unicode and an ASCII playground: the screens to compare.
    static let scenes: [(name: String, preset: String, columns: Int, rows: Int, keys: [Key])] = [
        ("opening", "cross-dissolve", 120, 40, [.shiftRight, .shiftRight, .shiftRight, .shiftRight, .shiftRight]),
        ("help", "slide-over", 100, 30, [.character("?")]),
        ("help-tall", "slide-over", 120, 60, [.character("?")]),
        ("picker", "slide-over", 100, 30, [.character("/"), .character("s")]),
        ("finger", "slide-over", 60, 50, [.character("d"), .shiftLeft, .shiftLeft]),
        ("finished", "slide-over", 120, 40, [.enter]),
        ("slow-backward", "slide-over", 120, 40, [.character("-"), .character("-"), .end, .character("r")]),
        ("narrow", "slide-over", 50, 16, []),
        ("too-small", "slide-over", 30, 10, []),
    ]

    static func screen(_ scene: (name: String, preset: String, columns: Int, rows: Int, keys: [Key]), ascii: Bool) -> String {
        var h = Harness(scene.preset, columns: scene.columns, rows: scene.rows, ascii: ascii)
        for key in scene.keys { h.press(key, after: 0.05) }
        h.wait(1)
        return h.playground.view(columns: scene.columns, rows: scene.rows).text
    }

    @Test("every screen is ASCII only, and has no more ? than the same screen in Unicode", arguments: scenes.indices)
    func asciiOnly(_ index: Int) {
        let scene = Self.scenes[index]
        let ascii = Self.screen(scene, ascii: true)
        let unicode = Self.screen(scene, ascii: false)
        let onlyASCII = ascii.unicodeScalars.allSatisfy { $0.isASCII }
        #expect(onlyASCII, "\(scene.name):\n\(ascii)")
        #expect(ascii.filter { $0 == "?" }.count == unicode.filter { $0 == "?" }.count, "\(scene.name):\n\(ascii)")
    }

    @Test("the ASCII screens: inspector, footer and help, as a person reads them")
    func snapshots() {
        for name in ["opening", "help"] {
            let scene = Self.scenes.first { $0.name == name }!
            let mismatch = snapshotMismatch(Self.screen(scene, ascii: true), named: "ascii-\(name)-\(scene.columns)x\(scene.rows)")
            #expect(mismatch == nil, Comment(rawValue: mismatch ?? ""))
        }
    }
}
