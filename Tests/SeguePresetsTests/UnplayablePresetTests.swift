import SegueEngine
import Testing

@testable import SeguePresets

/// Lint refuses presets that parse but cannot play, reports one bad field once (no cascade), and
/// stays fast and terse on huge values.
@Suite("Unplayable and hostile presets")
struct UnplayablePresetTests {
    /// slide-over with a background view and a dim track, easy to break one field at a time.
    static let base = """
        {
          "name": "probe",
          "title": "Probe",
          "summary": "A preset for lint tests.",
          "origin": { "library": "Segue", "reproduces": "nothing" },
          "operations": ["present"],
          "duration": 0.5,
          "timing": "easeInOut",
          "direction": "fromRight",
          "views": [
            { "id": "presenting" },
            { "id": "background", "style": { "fill": "#000000" } },
            { "id": "presented", "zIndex": 1 }
          ],
          "tracks": [
            { "view": "presented", "animate": { "translation.x": ["W", 0] } },
            { "view": "background", "animate": { "alpha": [0, 0.5] } }
          ],
          "interactions": [
            { "operation": "present", "pan": "fromRight", "distance": "W", "completion": "percent(0.5)" }
          ]
        }
        """

    func problems(_ text: String) -> [String] {
        do {
            _ = try PresetDecoder.decode(text, file: "probe.json")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func replacing(_ old: String, _ new: String) -> String {
        precondition(Self.base.contains(old), old)
        return Self.base.replacingOccurrences(of: old, with: new)
    }

    @Test("the probe itself is a valid preset")
    func probeIsValid() {
        #expect(problems(Self.base) == [])
    }

    @Test("a bad field keeps its view: no false 'no view' error and no wrong suggestion")
    func noCascade() {
        #expect(
            problems(replacing("\"fill\": \"#000000\"", "\"fill\": \"#00000\"")) == [
                "probe.json:12:46: views[1].style.fill: expected a colour as \"#rrggbb\", got '#00000'"
            ])
        let typo = replacing("\"zIndex\": 1", "\"zIndex\": 1.5").replacingOccurrences(of: "{ \"view\": \"presented\"", with: "{ \"view\": \"presentd\"")
        let found = problems(typo)
        #expect(found.count == 2, "\(found)")
        #expect(found.contains { $0.contains("zIndex") })
        #expect(found.contains { $0.hasSuffix("no view 'presentd'; did you mean 'presented'?") }, "\(found)")
    }

    @Test("a pan distance of 0 or less in the portrait or landscape container is an error saying so")
    func panDistance() {
        let zero = problems(replacing("\"distance\": \"W\"", "\"distance\": \"W-W\""))
        #expect(
            zero == [
                "probe.json:20:63: interactions[0].distance: 'W - W' is 0 pt in the portrait container (393x852 pt); a pan distance must be at least 1 pt, or dragging does nothing"
            ], "\(zero)")
        #expect(
            problems(replacing("\"distance\": \"W\"", "\"distance\": 0")) == [
                "probe.json:20:63: interactions[0].distance: 0 is out of range; expected a number of at least 1"
            ])
        let negative = problems(replacing("\"distance\": \"W\"", "\"distance\": \"-W\""))
        #expect(negative.count == 1 && negative[0].contains("is -393 pt in the portrait container"), "\(negative)")
        // Positive in portrait, negative in landscape (852 wide, 393 tall).
        let landscape = problems(replacing("\"distance\": \"W\"", "\"distance\": \"H-W\""))
        #expect(landscape.count == 1 && landscape[0].contains("is -459 pt in the landscape container (852x393 pt)"), "\(landscape)")
    }

    @Test("an expression that divides by zero in either reference container is refused, naming it")
    func landscapeDivision() {
        #expect(
            problems(replacing("\"translation.x\": [\"W\", 0]", "\"translation.x\": [\"W/(W-852)\", 0]")) == [
                "probe.json:16:59: tracks[0].animate.translation.x[0]: 'W/(W - 852)' is not a finite number in the landscape container (division by zero?)"
            ])
    }

    @Test("timing that never settles or evaluates to NaN is refused when the preset is read")
    func unsettledTiming() {
        for timing in [
            "spring(dampingRatio: 0, response: 0.3)", "spring(mass: 1e-300, stiffness: 1e300, damping: 1)",
            "spring(duration: 0.5, bounce: 1)", "spring(dampingRatio: 0.0001, response: 1)",
        ] {
            let found = problems(replacing("\"timing\": \"easeInOut\"", "\"timing\": \"\(timing)\""))
            #expect(found.count == 1 && found[0].contains("probe.json:8:"), "\(timing): \(found)")
        }
    }

    @Test("a 150,000-term expression is a located error, and a 4 MiB timing string is quoted short")
    func hostileValues() {
        let terms = Array(repeating: "W", count: 150_000).joined(separator: "+")
        let long = problems(replacing("\"distance\": \"W\"", "\"distance\": \"\(terms)\""))
        #expect(long.count == 1 && long[0].contains("expression longer than 1000 characters"), "\(long.map { $0.prefix(200) })")
        #expect(long[0].count < 300)

        let huge = String(repeating: "x", count: 4 << 20)
        for text in [
            replacing("\"timing\": \"easeInOut\"", "\"timing\": \"\(huge)\""),
            replacing("\"timing\": \"easeInOut\"", "\"timing\": \"spring(\(huge))\""),
            replacing("\"duration\": 0.5", "\"duration\": 0.5, \"\(huge)\": 1"),
            replacing("\"fill\": \"#000000\"", "\"fill\": \"\(huge)\""),
        ] {
            let found = problems(text)
            #expect(found.count == 1, "\(found.map { $0.prefix(200) })")
            #expect(found.allSatisfy { $0.count < 400 }, "\(found.map { $0.prefix(400) })")
            #expect(found.allSatisfy { $0.contains("…") })
        }
    }

    @Test("a long view id is quoted short wherever it is listed (found by scripts/fuzz-cli.py)")
    func longViewID() {
        let id = String(repeating: "v", count: 20_000)
        let text = replacing("{ \"id\": \"background\", \"style\": { \"fill\": \"#000000\" } }", "{ \"id\": \"\(id)\", \"role\": \"background\" }")
        let found = problems(text)
        #expect(found.count == 1 && found[0].contains("no view 'background'; the views are 'presenting', 'vvv"), "\(found.map { $0.prefix(200) })")
        #expect(found.allSatisfy { $0.count < 400 })
    }

    @Test("JSON nested deeper than the limit is a located error")
    func deepJSON() {
        let depth = JSONParser.maximumDepth + 1
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(
            throws: JSONParser.ParseError(location: SourceLocation(line: 1, column: depth), message: "nesting deeper than \(JSONParser.maximumDepth) levels")
        ) {
            try JSONParser.parse(text)
        }
    }
}
