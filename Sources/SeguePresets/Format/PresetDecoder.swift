import SegueEngine
import SegueText

/// Reads a preset file into a `TransitionSpec`, collecting every problem in the file (not only the
/// first), each with its line, column and field path. Unknown fields, wrong types, out-of-range
/// values (negative durations, ranges outside 0…1, alpha outside 0…1) and unknown names are errors.
public enum PresetDecoder {
    /// Decodes `text`; `file` is the name used in diagnostics (and, when it ends in `.json`, the
    /// name the preset's `name` must match).
    public static func decode(_ text: String, file: String) throws(PresetProblems) -> TransitionSpec {
        let root: JSONValue
        do { root = try JSONParser.parse(text) } catch {
            throw PresetProblems(diagnostics: [Diagnostic(file: file, location: error.location, path: "", message: error.message)])
        }
        return try decode(root, file: file)
    }

    /// Decodes an already parsed file (`JSONParser.parse`), as `decode(_:file:)` does its text.
    public static func decode(_ root: JSONValue, file: String) throws(PresetProblems) -> TransitionSpec {
        var d = Decoding(file: file)
        let spec = d.preset(root)
        if let spec, d.diagnostics.isEmpty {
            d.checkPlayable(spec, root)
        }
        guard let spec, d.diagnostics.isEmpty else { throw PresetProblems(diagnostics: d.diagnostics.sorted()) }
        return spec
    }

    /// Why `name` cannot name a preset (lint's message: not kebab-case), or nil when it can.
    public static func nameProblem(_ name: String) -> String? {
        guard !Decoding.isKebabCase(name) else { return nil }
        return "'\(Excerpt.of(name))' is not a kebab-case name (lowercase letters, digits and single hyphens, e.g. 'cover-vertical')"
    }
}

/// The state of one decoding: the file name and the problems found so far.
struct Decoding {
    let file: String
    var diagnostics: [Diagnostic] = []

    init(file: String) { self.file = file }

    mutating func report(_ at: SourceLocation, _ path: String, _ message: String) {
        diagnostics.append(Diagnostic(file: file, location: at, path: path, message: message))
    }

    /// A small language's error in the string `v` (a curve, a policy, an expression), reported at
    /// the character it names: `invalid timing curve 'spring(x)': expected …`.
    mutating func report(_ error: some SyntaxError, in v: JSONValue, _ path: String, what: String) {
        report(
            SourceLocation(line: v.location.line, column: v.location.column + 1 + error.offset), path,
            "invalid \(what) '\(error.excerpt)': \(error.problem)")
    }

    // MARK: Generic readers

    /// The members of an object of format kind `kind`; reports unknown and missing fields.
    mutating func object(_ v: JSONValue, _ path: String, kind: String) -> [String: JSONValue]? {
        guard case .object(let members) = v.kind else {
            report(v.location, path, "expected an object, got \(v.kindName)")
            return nil
        }
        let known = PresetFormat.fields[kind] ?? []
        var result: [String: JSONValue] = [:]
        for m in members {
            if known.contains(m.key) {
                result[m.key] = m.value
                continue
            }
            report(m.keyLocation, join(path, Excerpt.of(m.key)), "unknown field '\(Excerpt.of(m.key))'" + Suggestion.hint(for: m.key, among: known))
        }
        for name in PresetFormat.required[kind] ?? [] where result[name] == nil && !members.contains(where: { $0.key == name }) {
            report(v.location, path, "missing required field '\(Excerpt.of(name))'")
        }
        return result
    }

    func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    mutating func string(_ v: JSONValue?, _ path: String, nonEmpty: Bool = true) -> String? {
        guard let v else { return nil }
        guard case .string(let s) = v.kind else {
            report(v.location, path, "expected a string, got \(v.kindName)")
            return nil
        }
        if nonEmpty, s.trimmingCharacters(in: .whitespaces).isEmpty {
            report(v.location, path, "must not be empty")
            return nil
        }
        return s
    }

    mutating func number(_ v: JSONValue?, _ path: String, in range: ClosedRange<Double>? = nil, expected: String? = nil) -> Double? {
        guard let v else { return nil }
        guard case .number(let x) = v.kind else {
            report(v.location, path, "expected a number, got \(v.kindName)")
            return nil
        }
        if let range, !range.contains(x) {
            report(
                v.location, path,
                "\(x.shortestDescription) is out of range; expected \(expected ?? "a number from \(range.lowerBound.shortestDescription) to \(range.upperBound.shortestDescription)")"
            )
            return nil
        }
        return x
    }

    mutating func integer(_ v: JSONValue?, _ path: String) -> Int? {
        guard let x = number(v, path) else { return nil }
        guard x == x.rounded(), abs(x) <= 10_000 else {
            report(v!.location, path, "expected a whole number from -10000 to 10000, got \(x.shortestDescription)")
            return nil
        }
        return Int(x)
    }

    mutating func bool(_ v: JSONValue?, _ path: String) -> Bool? {
        guard let v else { return nil }
        guard case .bool(let b) = v.kind else {
            report(v.location, path, "expected true or false, got \(v.kindName)")
            return nil
        }
        return b
    }

    mutating func array(_ v: JSONValue?, _ path: String, nonEmpty: Bool = false) -> [JSONValue]? {
        guard let v else { return nil }
        guard case .array(let items) = v.kind else {
            report(v.location, path, "expected an array, got \(v.kindName)")
            return nil
        }
        if nonEmpty, items.isEmpty {
            report(v.location, path, "must not be empty")
            return nil
        }
        return items
    }

    /// One of `options`, with a "did you mean" for near misses.
    mutating func oneOf(_ v: JSONValue?, _ path: String, _ options: [String], what: String) -> String? {
        guard let v, let s = string(v, path, nonEmpty: false) else { return nil }
        guard options.contains(s) else {
            let hint = Suggestion.hint(
                for: s, among: options,
                otherwise: "; expected one of \(options.map { "'\($0)'" }.joined(separator: ", "))")
            report(v.location, path, "unknown \(what) '\(Excerpt.of(s))'\(hint)")
            return nil
        }
        return s
    }

    /// A number, or a string expression of W and H; checked to be finite in the portrait and the
    /// landscape phone containers.
    mutating func expression(_ v: JSONValue?, _ path: String, in range: ClosedRange<Double>? = nil) -> LengthExpression? {
        guard let v else { return nil }
        let e: LengthExpression
        switch v.kind {
        case .number(let x): e = .number(x)
        case .string(let s):
            do { e = try LengthExpression(parsing: s) } catch {
                report(error, in: v, path, what: "expression")
                return nil
            }
        default:
            report(v.location, path, "expected a number or an expression of W and H (a string such as \"-0.5*H\"), got \(v.kindName)")
            return nil
        }
        let value = e.value(in: .phonePortrait)
        // Both reference containers: W/(W-852) is finite in portrait but divides by 0 in landscape.
        for (container, name) in [(Size.phonePortrait, "portrait"), (Size.phonePortrait.swapped, "landscape")] where !e.value(in: container).isFinite {
            report(v.location, path, "'\(Excerpt.of(e.description))' is not a finite number in the \(name) container (division by zero?)")
            return nil
        }
        if let range, !e.dependsOnContainer, !range.contains(value) {
            let expected =
                range.upperBound == .greatestFiniteMagnitude
                ? "a number of at least \(range.lowerBound.shortestDescription)"
                : "a number from \(range.lowerBound.shortestDescription) to \(range.upperBound.shortestDescription)"
            report(v.location, path, "\(value.shortestDescription) is out of range; expected \(expected)")
            return nil
        }
        return e
    }

    /// A timing-curve spec string (`TimingCurve(spec:)`, the syntax of `segue curve`).
    mutating func timing(_ v: JSONValue?, _ path: String) -> TimingCurve? {
        guard let v, let s = string(v, path, nonEmpty: false) else { return nil }
        do { return try TimingCurve(spec: s) } catch {
            let trimmed = s.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isLetter || $0 == "-" }), trimmed != "spring", trimmed != "cubic-bezier" {
                report(
                    v.location, path,
                    "unknown curve '\(Excerpt.of(trimmed))'"
                        + Suggestion.hint(
                            for: trimmed, among: PresetFormat.curveNames,
                            otherwise: "; expected a curve name, cubic-bezier(x1, y1, x2, y2) or spring(…)"))
            } else {
                report(error, in: v, path, what: "timing curve")
            }
            return nil
        }
    }

    mutating func color(_ v: JSONValue?, _ path: String) -> RGBColor? {
        guard let v, let s = string(v, path, nonEmpty: false) else { return nil }
        guard s.hasPrefix("#"), let c = RGBColor(hex: s) else {
            report(v.location, path, "expected a colour as \"#rrggbb\", got '\(Excerpt.of(s))'")
            return nil
        }
        return c
    }

}
