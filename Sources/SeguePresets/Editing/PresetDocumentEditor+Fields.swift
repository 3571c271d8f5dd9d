import SegueEngine
import SegueText

extension PresetDocumentEditor {
    /// The default timing as written (`easeInOut` when the file has none).
    public var timing: TimingForm {
        let written = tree["timing"].flatMap { if case .string(let s) = $0.kind { s } else { nil } }
        return written.flatMap(TimingForm.init(spec:)) ?? TimingForm(head: "easeInOut")
    }

    /// The editable fields in screen order: the duration and default timing, then each track's
    /// range, timing and keyframe values (the forward tracks, then the preset's own reverse
    /// tracks), then each percent-driven interaction's pan members and its completion policy's
    /// numbers, and each direct interaction's view, threshold and spring back.
    public var fields: [PresetField] {
        var fields: [PresetField] = [.duration, .timing] + timing.parameters.indices.map(PresetField.timingParameter)
        for list in [PresetField.Tracks.forward, .reverse] {
            guard case .array(let tracks)? = Self.descend(tree, list.path)?.kind else { continue }
            for (t, track) in tracks.enumerated() {
                fields += [.trackRange(track: t, bound: 0, in: list), .trackRange(track: t, bound: 1, in: list), .trackTiming(track: t, in: list)]
                guard case .object(let properties)? = track["animate"]?.kind else { continue }
                for property in properties {
                    guard case .array(let values) = (property.value["values"] ?? property.value).kind else { continue }
                    fields += values.indices.map { PresetField.keyframe(track: t, property: property.key, index: $0, in: list) }
                }
            }
        }
        if case .array(let interactions)? = tree["interactions"]?.kind {
            for (i, interaction) in interactions.enumerated() {
                if interaction["direct"] != nil {
                    fields += PresetField.DirectKey.allCases.map { PresetField.direct(interaction: i, key: $0) }
                }
                guard interaction["pan"] != nil else { continue }
                fields += PresetField.PanKey.allCases.map { PresetField.interaction(index: i, key: $0) }
                fields += (policy(ofInteraction: i)?.parameters.indices).map { $0.map { PresetField.completionParameter(interaction: i, index: $0) } } ?? []
            }
        }
        return fields
    }

    /// Where a field's value is in the file, and the member to add it after when it is missing.
    public func location(of field: PresetField) -> (path: [PresetPatch.Step], after: String?) {
        switch field {
        case .duration: return ([.key("duration")], nil)
        case .timing, .timingParameter: return ([.key("timing")], "duration")
        case .trackRange(let t, _, let list): return (list.path + [.index(t), .key("range")], "view")
        case .trackTiming(let t, let list): return (list.path + [.index(t), .key("timing")], "view")
        case .keyframe(let t, let property, let index, let list):
            let animated: [PresetPatch.Step] = list.path + [.index(t), .key("animate"), .key(property)]
            let keyed = json(at: animated)?["values"] != nil
            return (animated + (keyed ? [.key("values")] : []) + [.index(index)], nil)
        case .interaction(let i, let key): return ([.key("interactions"), .index(i), .key(key.rawValue)], "pan")
        case .completionParameter(let i, _): return ([.key("interactions"), .index(i), .key("completion")], nil)
        case .direct(let i, let key):
            // A missing `view` (the default, `presented`) is written after the threshold.
            return ([.key("interactions"), .index(i), .key("direct")] + key.path, "threshold")
        }
    }

    /// The JSON value at `path` in the edited text; nil when the path leads nowhere.
    public func json(at path: [PresetPatch.Step]) -> JSONValue? { Self.descend(tree, path) }

    /// The JSON value at `field`'s place.
    public func json(_ field: PresetField) -> JSONValue? { json(at: location(of: field).path) }

    /// The value at `path` within `value`; nil when the path leads nowhere.
    static func descend(_ value: JSONValue?, _ path: [PresetPatch.Step]) -> JSONValue? {
        var value = value
        for step in path {
            switch (step, value?.kind) {
            case (.key(let k), _): value = value?[k]
            case (.index(let i), .array(let items)?): value = items.indices.contains(i) ? items[i] : nil
            default: return nil
            }
        }
        return value
    }

    /// The string at `field`'s place, if it is one.
    public func string(_ field: PresetField) -> String? {
        if case .string(let s)? = json(field)?.kind { return s }
        return nil
    }

    /// The number at `field`'s place, if it is one.
    public func number(_ field: PresetField) -> Double? {
        if case .number(let x)? = json(field)?.kind { return x }
        return nil
    }

    /// A `transform` keyframe at `field`'s place as its steps, `translation.z -100 · rotation.x 15`
    /// (`identity` for none); nil when the place holds something else.
    public func transformSteps(_ field: PresetField) -> String? {
        guard case .array(let items)? = json(field)?.kind else { return nil }
        let parts = items.compactMap { item -> String? in
            guard case .object(let members) = item.kind, let m = members.first else { return nil }
            switch m.value.kind {
            case .number(let x): return "\(m.key) \(PresetPatch.number(x))"
            case .string(let e): return "\(m.key) \(e)"
            default: return nil
            }
        }
        return parts.isEmpty ? "identity" : parts.joined(separator: " · ")
    }

    /// A track's range as written, or the whole transition (`[0, 1]`).
    public func range(ofTrack t: Int, in list: PresetField.Tracks) -> [Double] {
        guard case .array(let items)? = json(.trackRange(track: t, bound: 0, in: list))?.kind else { return [0, 1] }
        let bounds = items.compactMap { if case .number(let x) = $0.kind { x } else { nil } }
        return bounds.count == 2 ? bounds : [0, 1]
    }

    /// An interaction's completion policy, as a spec with numbers: a word (`projection(fast)`)
    /// stands for the number the policy gives it (0.99).
    public func policy(ofInteraction i: Int) -> TimingForm? {
        guard let spec = string(.interaction(index: i, key: .completion)), let call = try? CallSyntax(reading: spec) else { return nil }
        let decoded = try? CompletionPolicy(parsing: spec)
        return TimingForm(call) { index, argument in
            guard let parameters = decoded?.parameters else { return nil }
            if let label = argument.label { return parameters.first { $0.name == label.lowercased() }?.value }
            return parameters.indices.contains(index) ? parameters[index].value : nil
        }
    }
}
