import SegueText

/// The gesture script language of `segue simulate --gesture SCRIPT`.
///
/// Steps are separated by `;` (a trailing `;` is allowed); whitespace around and between words is
/// free, keywords and units are case-insensitive:
///
/// | Step | Meaning |
/// |---|---|
/// | `play` | start the transition without a finger |
/// | `wait T` | let T pass (a hold if the finger is down) |
/// | `touch` | finger down at the pan's start edge |
/// | `touch at X Y` | finger down at container point (X, Y): `touch at 64pt 400pt` |
/// | `drag D over T` | move the finger D along the pan direction in T |
/// | `drag D across over T` | move the finger D across the pan (rightward for a vertical pan) in T |
/// | `release` | lift the finger |
/// | `finish`, `cancel` | end the interactive transition programmatically |
///
/// Every quantity carries its unit, so a bare number is never guessed at. Durations T: `120ms`,
/// `0.2s`, `1s` (≥ 0; a drag's above 0, since a finger cannot move in no time). Distances D:
/// `150pt`, `-60pt`, `40%` (of the pan distance); positive D moves toward finishing. Numbers follow
/// `NumberLiteral` (`1e-3s`).
///
/// Bounds (`Limits`): at most `scriptCharacters` characters and `scriptSteps` steps, and the
/// waits and drags together at most `scriptSeconds` of simulated time.
public enum GestureScript {
    /// A step with where it is written: its first non-blank character's offset in the script and
    /// its text without the blanks around it (`drag 40% over 0.2s`).
    public struct LocatedStep: Hashable, Sendable {
        /// The step.
        public var step: GestureStep
        /// Character offset of the step's first character in the script.
        public var offset: Int
        /// The step as written, trimmed.
        public var text: String
    }

    /// Parses a script into steps, or throws the first problem with its step and offset.
    public static func parse(_ script: String) throws(GestureScriptError) -> [GestureStep] {
        try parseLocated(script).map(\.step)
    }

    /// Parses a script into steps with their places (`LocatedStep`), or throws the first problem
    /// with its step and offset.
    public static func parseLocated(_ script: String) throws(GestureScriptError) -> [LocatedStep] {
        guard script.isWithin(characters: maximumCharacters) else {
            throw GestureScriptError(
                step: 1, stepText: script, offset: maximumCharacters,
                expected: "a script of at most \(maximumCharacters) characters", input: script)
        }
        var steps: [LocatedStep] = []
        var seconds = 0.0
        var scanner = TextScanner(script)
        var index = 0
        while true {
            var parser = StepParser(&scanner, number: index + 1)
            guard index < maximumSteps else {
                throw GestureScriptError(
                    step: index + 1, stepText: parser.stepText, offset: parser.startOffset,
                    expected: "the end: a script has at most \(maximumSteps) steps", input: script)
            }
            let step = try parser.parse()
            seconds += step.duration
            guard seconds <= maximumSeconds else {
                throw GestureScriptError(
                    step: index + 1, stepText: parser.stepText, offset: parser.startOffset,
                    expected:
                        "a script of at most \(maximumSeconds.shortestDescription) s of simulated time; its waits and drags reach \(seconds.shortestDescription) s here",
                    input: script)
            }
            steps.append(LocatedStep(step: step, offset: parser.startOffset, text: parser.stepText))
            // Steps are separated by ";"; a trailing ";" (or trailing blanks after the last ";")
            // does not make an empty last step.
            guard scanner.take(";") else { break }
            let next = scanner.offset
            scanner.skipBlanks()
            if scanner.atEnd { break }
            scanner.offset = next
            index += 1
        }
        return steps
    }

    /// The canonical text of `steps`, joined by "; " (parses back to the same steps).
    public static func text(of steps: [GestureStep]) -> String {
        steps.map(\.description).joined(separator: "; ")
    }
}

/// Reads one step (`TextScanner`): words separated by whitespace, each with its offset in the script.
private struct StepParser {
    struct Word {
        var text: String
        var offset: Int
    }

    let number: Int
    let stepText: String
    let words: [Word]
    /// The offset just past the step's last non-blank character (where a missing word would go).
    let endOffset: Int
    /// The offset of the step's first non-blank character.
    let startOffset: Int

    /// The whole script.
    let script: String

    /// Reads the step's words from `scanner` up to its `;` (left unread) or the end.
    init(_ scanner: inout TextScanner, number: Int) {
        self.script = scanner.input
        self.number = number
        let start = scanner.offset
        var words: [Word] = []
        var end = start
        while true {
            scanner.skipBlanks()
            let offset = scanner.offset
            let text = scanner.run(upTo: ";")
            if text.isEmpty { break }
            words.append(Word(text: text, offset: offset))
            end = scanner.offset
        }
        self.words = words
        self.startOffset = words.first?.offset ?? start
        self.endOffset = end
        self.stepText = String(scanner.chars[startOffset..<endOffset])
    }

    private var index = 0

    private func fail(at offset: Int, _ expected: String) -> GestureScriptError {
        GestureScriptError(step: number, stepText: stepText, offset: offset, expected: expected, input: script)
    }

    static let stepList = "a step: play, wait T, touch, touch at X Y, drag D over T, drag D across over T, release, finish or cancel"

    mutating func parse() throws(GestureScriptError) -> GestureStep {
        guard let keyword = next() else { throw fail(at: startOffset, Self.stepList) }
        let step: GestureStep
        switch keyword.text.lowercased() {
        case "play": step = .play
        case "touch":
            if let at = next() {
                guard at.text.lowercased() == "at" else { throw fail(at: at.offset, "'at X Y' or ';' after 'touch', not '\(Excerpt.of(at.text))'") }
                let x = try coordinate(after: at)
                let y = try coordinate(after: words[index - 1])
                step = .touchAt(Point(x: x, y: y))
            } else {
                step = .touch
            }
        case "release": step = .release
        case "finish": step = .finish
        case "cancel": step = .cancel
        case "wait":
            step = .wait(try duration(after: keyword))
        case "drag":
            let (distance, distanceText) = try self.distance(after: keyword)
            var across = false
            if index < words.count, words[index].text.lowercased() == "across" {
                across = true
                index += 1
            }
            guard let over = next() else { throw fail(at: endOffset, "'over' after '\(distanceText)'") }
            guard over.text.lowercased() == "over" else { throw fail(at: over.offset, "'over' after '\(distanceText)', not '\(Excerpt.of(over.text))'") }
            let durationOffset = index < words.count ? words[index].offset : endOffset
            let seconds = try duration(after: over)
            guard seconds > 0 else {
                throw fail(at: durationOffset, "a drag duration above 0 (a finger cannot move \(distanceText) in no time)")
            }
            step = across ? .dragAcross(distance, over: seconds) : .drag(distance, over: seconds)
        default:
            throw fail(at: keyword.offset, Self.stepList + ", not '\(Excerpt.of(keyword.text))'")
        }
        if index < words.count {
            let extra = words[index]
            throw fail(at: extra.offset, "';' or the end of the script after '\(Excerpt.of(words[index - 1].text))', not '\(Excerpt.of(extra.text))'")
        }
        return step
    }

    private mutating func next() -> Word? {
        guard index < words.count else { return nil }
        defer { index += 1 }
        return words[index]
    }

    /// A number and an optional unit, which may be glued (`120ms`) or the next word (`120 ms`).
    private mutating func quantity() -> (value: Double, unit: String, unitOffset: Int, text: String, offset: Int)? {
        guard index < words.count else { return nil }
        let word = words[index]
        var scanner = TextScanner(word.text)
        guard let value = scanner.number(), value.isFinite else { return nil }
        index += 1
        let end = scanner.offset
        var unit = String(scanner.chars[end...])
        var unitOffset = word.offset + end
        var text = word.text
        if unit.isEmpty, index < words.count, ["ms", "s", "pt", "%"].contains(words[index].text.lowercased()) {
            unit = words[index].text
            unitOffset = words[index].offset
            text += " " + unit
            index += 1
        }
        return (value, unit.lowercased(), unitOffset, Excerpt.of(text), word.offset)
    }

    private mutating func duration(after previous: Word) throws(GestureScriptError) -> Double {
        let wanted = "a duration like 120ms or 0.2s after '\(previous.text)'"
        guard index < words.count else { throw fail(at: endOffset, wanted) }
        guard let q = quantity() else { throw fail(at: words[index].offset, wanted + ", not '\(Excerpt.of(words[index].text))'") }
        let seconds: Double
        switch q.unit {
        case "ms": seconds = q.value / 1000
        case "s": seconds = q.value
        case "": throw fail(at: q.unitOffset, "a duration unit (ms or s) after '\(q.text)'")
        default: throw fail(at: q.unitOffset, "a duration unit (ms or s), not '\(Excerpt.of(q.unit))'")
        }
        guard seconds >= 0 else { throw fail(at: q.offset, "a duration ≥ 0, not '\(q.text)'") }
        return seconds
    }

    /// A container coordinate in points (`64pt`), from 0 to 100 000.
    private mutating func coordinate(after previous: Word) throws(GestureScriptError) -> Double {
        let wanted = "a coordinate like 64pt after '\(previous.text)'"
        guard index < words.count else { throw fail(at: endOffset, wanted) }
        guard let q = quantity() else { throw fail(at: words[index].offset, wanted + ", not '\(Excerpt.of(words[index].text))'") }
        guard q.unit == "pt" else { throw fail(at: q.unitOffset, "a coordinate unit (pt) after '\(q.text)'") }
        guard (0...100_000).contains(q.value) else { throw fail(at: q.offset, "a coordinate from 0pt to 100000pt, not '\(q.text)'") }
        return q.value
    }

    private mutating func distance(after previous: Word) throws(GestureScriptError) -> (GestureDistance, String) {
        let wanted = "a distance like 150pt, -60pt or 40% after '\(previous.text)'"
        guard index < words.count else { throw fail(at: endOffset, wanted) }
        guard let q = quantity() else { throw fail(at: words[index].offset, wanted + ", not '\(Excerpt.of(words[index].text))'") }
        switch q.unit {
        case "pt": return (.points(q.value), q.text)
        case "%": return (.percent(q.value), q.text)
        case "": throw fail(at: q.unitOffset, "a distance unit (pt or %) after '\(q.text)'")
        default: throw fail(at: q.unitOffset, "a distance unit (pt or %), not '\(Excerpt.of(q.unit))'")
        }
    }
}
