import SegueEngine
import SegueText

extension Decoding {
    /// An interaction with `direct`: the view follows the finger and a distance rule decides on
    /// release (`TransitionSpec.DirectInteraction`). It takes none of a percent-driven pan's fields,
    /// runs a reverse operation (the one that takes the view away), and moves a view of the preset.
    mutating func directInteraction(_ v: JSONValue, _ path: String, operations: [TransitionOperation], viewIDs: [String]) -> TransitionSpec.DirectInteraction? {
        guard let o = object(v, path, kind: "interaction") else { return nil }
        let operation = interactionOperation(o, path, operations: operations)
        if case .object(let members) = v.kind {
            for m in members where PresetFormat.panFields.contains(m.key) {
                report(m.keyLocation, "\(path).\(m.key)", "'\(m.key)' belongs to a percent-driven pan; with 'direct' the view follows the finger in both axes")
            }
        }
        if let operation, operation.isForward, let at = o["operation"] {
            report(
                at.location, "\(path).operation",
                "a direct interaction runs the operation that takes the view away ('\(operation.reverse.rawValue)'), not '\(operation.rawValue)'")
        }
        let directPath = "\(path).direct"
        guard let d = o["direct"], let fields = object(d, directPath, kind: "direct") else { return nil }
        var view: String? = "presented"
        if let at = fields["view"], let id = string(at, "\(directPath).view") {
            view = id
            if !viewIDs.contains(id) {
                report(
                    at.location, "\(directPath).view",
                    "unknown view '\(id)'"
                        + Suggestion.hint(
                            for: id, among: viewIDs,
                            otherwise: "; expected one of the preset's views (\(viewIDs.joined(separator: ", ")))"))
                view = nil
            }
        } else if fields["view"] != nil {
            view = nil
        } else if !viewIDs.isEmpty, !viewIDs.contains("presented") {
            report(d.location, directPath, "needs 'view': the preset has no 'presented' view to move")
            view = nil
        }
        let threshold = number(
            fields["threshold"], "\(directPath).threshold", in: 1...10_000,
            expected: "a distance in points from 1 to 10000 (either axis beyond it runs the operation)")
        let springBack = self.springBack(fields["springBack"], "\(directPath).springBack")
        guard let operation, !operation.isForward, let view, let threshold, let springBack else { return nil }
        return .init(
            operation: operation, view: view,
            rule: .init(threshold: threshold, springBackDuration: springBack.duration, springBackTiming: springBack.timing))
    }

    /// `{ "duration": 0.33, "timing": "spring(dampingRatio: 0.5)" }`: how a short drag returns home.
    mutating func springBack(_ v: JSONValue?, _ path: String) -> (duration: Double, timing: TimingCurve)? {
        guard let v, let o = object(v, path, kind: "springBack") else { return nil }
        let duration = number(
            o["duration"], "\(path).duration", in: 0.001...PresetFormat.maximumDuration,
            expected: "a duration in seconds, more than 0 and at most \(PresetFormat.maximumDuration.shortestDescription)")
        let timing = timing(o["timing"], "\(path).timing")
        guard let duration, let timing else { return nil }
        return (duration, timing)
    }
}
