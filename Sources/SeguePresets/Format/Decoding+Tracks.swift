import SegueEngine
import SegueText

extension Decoding {
    mutating func tracks(_ v: JSONValue?, _ path: String, viewIDs: [String], allowEmpty: Bool) -> [TransitionSpec.Track]? {
        guard let items = array(v, path, nonEmpty: !allowEmpty) else { return nil }
        var result: [TransitionSpec.Track] = []
        var ok = true
        for (i, item) in items.enumerated() {
            if let t = track(item, "\(path)[\(i)]", viewIDs: viewIDs) { result.append(t) } else { ok = false }
        }
        guard ok else { return nil }
        // Two tracks may animate the same property of a view only one after the other (or in
        // different directions).
        for (i, a) in result.enumerated() {
            for (j, b) in result.enumerated() where j > i && a.view == b.view {
                let sameDirections = a.directions.map { da in b.directions.map { db in da.contains(where: db.contains) } ?? true } ?? true
                let overlap = sameDirections && a.range.start < b.range.end && b.range.start < a.range.end
                for p in a.animations.map(\.property) where overlap && b.animations.contains(where: { $0.property == p }) {
                    report(
                        items[j].location, "\(path)[\(j)].animate.\(p.rawValue)",
                        "\(a.view)'s \(p.rawValue) is also animated by \(path)[\(i)] over an overlapping range; ranges of one property must not overlap")
                    ok = false
                }
            }
        }
        return ok ? result : nil
    }

    mutating func track(_ v: JSONValue, _ path: String, viewIDs: [String]) -> TransitionSpec.Track? {
        guard let o = object(v, path, kind: "track") else { return nil }
        var viewOK = true
        let viewID = string(o["view"], "\(path).view")
        let isStage = viewID == TransitionSpec.stageID
        if let view = o["view"], let id = viewID, !isStage, !viewIDs.isEmpty, !viewIDs.contains(id) {
            report(
                view.location, "\(path).view",
                "no view '\(Excerpt.of(id))'"
                    + Suggestion.hint(
                        for: id, among: viewIDs,
                        otherwise: "; the views are \(viewIDs.map { "'\(Excerpt.of($0))'" }.joined(separator: ", "))"))
            viewOK = false
        }
        let range = o["range"].map { self.range($0, "\(path).range") } ?? .full
        var timing: TimingCurve? = nil
        var timingOK = true
        if let t = o["timing"] {
            timing = self.timing(t, "\(path).timing")
            timingOK = timing != nil
        }
        var animations: [TransitionSpec.PropertyAnimation] = []
        var animationsOK = true
        if let a = o["animate"], case .object(let members) = a.kind {
            if members.isEmpty {
                report(a.location, "\(path).animate", "must animate at least one property")
                animationsOK = false
            }
            for m in members {
                let p = "\(path).animate.\(m.key)"
                guard let property = AnimatableProperty(rawValue: m.key) else {
                    report(m.keyLocation, p, "unknown property '\(Excerpt.of(m.key))'" + Suggestion.hint(for: m.key, among: PresetFormat.animatableProperties))
                    animationsOK = false
                    continue
                }
                if isStage, !PresetFormat.stageProperties.contains(property) {
                    report(
                        m.keyLocation, p,
                        "the stage ('\(TransitionSpec.stageID)') takes only \(PresetFormat.stageProperties.map(\.rawValue).joined(separator: ", "))")
                    animationsOK = false
                    continue
                }
                if let k = keyframes(m.value, p, property: property) { animations.append(k) } else { animationsOK = false }
            }
        } else if let a = o["animate"] {
            report(a.location, "\(path).animate", "expected an object of property names and keyframes, got \(a.kindName)")
            animationsOK = false
        }
        var directions: [Direction]? = nil
        var directionsOK = true
        if let items = array(o["directions"], "\(path).directions", nonEmpty: true) {
            var list: [Direction] = []
            for (i, v) in items.enumerated() {
                if let d = oneOf(v, "\(path).directions[\(i)]", PresetFormat.directions, what: "direction").flatMap(Direction.init(rawValue:)) {
                    list.append(d)
                } else {
                    directionsOK = false
                }
            }
            directions = list
        } else if o["directions"] != nil {
            directionsOK = false
        }
        guard viewOK, animationsOK, timingOK, directionsOK, let view = viewID, let range else { return nil }
        return .init(view: view, range: range, timing: timing, animations: animations, directions: directions)
    }

    /// `[s, e]` with 0 ≤ s < e ≤ 1.
    mutating func range(_ v: JSONValue, _ path: String) -> AnimationRange? {
        guard let items = array(v, path) else { return nil }
        guard items.count == 2 else {
            report(v.location, path, "expected [start, end], two fractions of the transition; got \(items.count) values")
            return nil
        }
        guard let s = number(items[0], "\(path)[0]", in: 0...1, expected: "a fraction from 0 to 1"),
            let e = number(items[1], "\(path)[1]", in: 0...1, expected: "a fraction from 0 to 1")
        else { return nil }
        do { return try AnimationRange(start: s, end: e) } catch {
            report(v.location, path, "start \(s.shortestDescription) must be before end \(e.shortestDescription)")
            return nil
        }
    }

    /// `[v0, v1, …]` (evenly spaced, linear) or `{"values": […], "keyTimes": […], "curves": […]}`.
    mutating func keyframes(_ v: JSONValue, _ path: String, property: AnimatableProperty) -> TransitionSpec.PropertyAnimation? {
        let valuesNode: JSONValue?
        var keyTimes: [Double]? = nil
        var curves: [CubicBezier] = []
        var ok = true
        switch v.kind {
        case .array: valuesNode = v
        case .object:
            guard let o = object(v, path, kind: "keyframes") else { return nil }
            valuesNode = o["values"]
            if let kt = array(o["keyTimes"], "\(path).keyTimes") {
                var times: [Double] = []
                for (i, t) in kt.enumerated() {
                    guard let x = number(t, "\(path).keyTimes[\(i)]", in: 0...1, expected: "a fraction from 0 to 1") else {
                        ok = false
                        continue
                    }
                    if let last = times.last, x < last {
                        report(t.location, "\(path).keyTimes[\(i)]", "key times must not decrease (\(x.shortestDescription) after \(last.shortestDescription))")
                        ok = false
                    }
                    times.append(x)
                }
                keyTimes = times
            }
            if let cs = array(o["curves"], "\(path).curves") {
                for (i, c) in cs.enumerated() {
                    guard let curve = timing(c, "\(path).curves[\(i)]") else {
                        ok = false
                        continue
                    }
                    guard case .cubic(let b) = curve else {
                        report(c.location, "\(path).curves[\(i)]", "keyframe segments take a cubic curve (a name or cubic-bezier(…)), not a spring")
                        ok = false
                        continue
                    }
                    curves.append(b)
                }
            }
        default:
            report(v.location, path, "expected keyframes: an array of values or an object with \"values\", got \(v.kindName)")
            return nil
        }
        var valuePath = "\(path).values"
        if case .array = v.kind { valuePath = path }
        guard let items = array(valuesNode, valuePath, nonEmpty: true) else { return nil }
        var values: [LengthExpression] = []
        var transforms: [[TransitionSpec.TransformStep]] = []
        for (i, item) in items.enumerated() {
            if property == .transform {
                if let steps = transformSteps(item, "\(valuePath)[\(i)]") { transforms.append(steps) } else { ok = false }
            } else if let e = expression(item, "\(valuePath)[\(i)]", in: property.validRange) {
                values.append(e)
            } else {
                ok = false
            }
        }
        guard ok else { return nil }
        if let keyTimes, keyTimes.count != items.count {
            report(v.location, "\(path).keyTimes", "has \(keyTimes.count) key times for \(items.count) values; give one per value")
            return nil
        }
        let segments = items.count - 1
        if curves.count > 1, curves.count != segments {
            report(v.location, "\(path).curves", "has \(curves.count) curves for \(segments) segments; give one per segment, or one for all")
            return nil
        }
        if property == .transform { return .init(transforms: transforms, keyTimes: keyTimes, curves: curves) }
        return .init(property: property, values: values, keyTimes: keyTimes, curves: curves)
    }

    /// One `transform` keyframe: an array of steps, each an object with one member, a building block
    /// (`AnimatableProperty.transformSteps`) and its value, in the order they act on a point.
    /// `[]` is the identity.
    mutating func transformSteps(_ v: JSONValue, _ path: String) -> [TransitionSpec.TransformStep]? {
        let names = AnimatableProperty.transformSteps.map(\.rawValue)
        guard case .array(let items) = v.kind else {
            report(
                v.location, path,
                "expected a transform: an array of steps such as [{\"translation.z\": -100}, {\"rotation.x\": 15}], got \(v.kindName)")
            return nil
        }
        var steps: [TransitionSpec.TransformStep] = []
        var ok = true
        for (i, item) in items.enumerated() {
            let p = "\(path)[\(i)]"
            guard case .object(let members) = item.kind, members.count == 1, let m = members.first else {
                report(item.location, p, "expected a step: an object with one member, one of \(names.joined(separator: ", "))")
                ok = false
                continue
            }
            guard let property = AnimatableProperty(rawValue: m.key), AnimatableProperty.transformSteps.contains(property) else {
                report(m.keyLocation, "\(p).\(Excerpt.of(m.key))", "unknown transform step '\(Excerpt.of(m.key))'" + Suggestion.hint(for: m.key, among: names))
                ok = false
                continue
            }
            if let e = expression(m.value, "\(p).\(m.key)", in: property.validRange) {
                steps.append(.init(property, e))
            } else {
                ok = false
            }
        }
        return ok ? steps : nil
    }

    /// Plays every operation and direction once, so a file that decodes also runs.
    mutating func checkPlayable(_ spec: TransitionSpec, _ root: JSONValue) {
        for op in spec.supportedOperations {
            for d in spec.directions.isEmpty ? [nil] : spec.directions.map(Optional.some) {
                do { _ = try spec.transition(for: op, direction: d) } catch {
                    report(root.location, "", "cannot play \(op.rawValue)\(d.map { " \($0.rawValue)" } ?? ""): \(error)")
                    return
                }
            }
        }
    }
}
