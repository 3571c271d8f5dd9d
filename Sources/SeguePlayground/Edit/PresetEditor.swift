import SegueEngine
import SeguePresets

/// Edits one preset as text: every accepted change is a minimal patch of the file (`PresetPatch`),
/// decoded again exactly as `segue lint` decodes it, so a value lint would refuse is refused here
/// with lint's message and the last good value stays. Undo and redo step through the texts.
public struct PresetEditor: Hashable, Sendable {
    /// One editable value.
    public enum Field: Hashable, Sendable {
        /// The preset's duration, seconds.
        case duration
        /// The default timing's form (←/→ cycle `TimingForm.kinds`; ↵ types a whole spec).
        case timing
        /// The default timing's parameter at this index (a control point, a spring parameter).
        case timingParameter(Int)
        /// Where track `track` of `list` starts (`bound` 0) or ends (1) within the transition, 0…1.
        case trackRange(track: Int, bound: Int, in: Tracks = .forward)
        /// Track `track`'s own timing (cycled like the default timing, or typed).
        case trackTiming(track: Int, in: Tracks = .forward)
        /// Keyframe `index` of `property` in track `track`'s `animate`.
        case keyframe(track: Int, property: String, index: Int, in: Tracks = .forward)
        /// An interaction's `pan`, `edgeZone`, `distance` or `completion`.
        case interaction(index: Int, key: String)
        /// Numeric argument `index` of an interaction's completion policy (its thresholds).
        case completionParameter(interaction: Int, index: Int)
        /// A direct-manipulation interaction's `view`, `threshold` (points), `springBack.duration`
        /// (seconds) or `springBack.timing` (docs/direct-manipulation.md).
        case direct(interaction: Int, key: String)
    }

    /// The tracks a track field belongs to: the preset's `tracks`, or its own reverse ones
    /// (`reverse.tracks`, played by dismiss and pop).
    public enum Tracks: Hashable, Sendable {
        case forward, reverse

        var path: [PresetPatch.Step] { self == .forward ? [.key("tracks")] : [.key("reverse"), .key("tracks")] }
        /// The fields' prefix: `t1` for forward track 1, `r1` for reverse track 1.
        var prefix: String { self == .forward ? "t" : "r" }
    }

    /// The keys of a direct interaction's fields, in screen order (a dot steps into `springBack`).
    public static let directKeys = ["view", "threshold", "springBack.duration", "springBack.timing"]

    /// The preset's file as it is on disk (or embedded), and where it saves.
    public private(set) var document: PresetDocument
    /// The edited text.
    public private(set) var text: String
    /// The edited preset, decoded from `text`.
    public private(set) var spec: TransitionSpec
    public internal(set) var selection = 0
    /// Why the last change was refused (lint's message), until the next accepted one or another
    /// field is selected.
    public private(set) var refusal: String?
    /// The field whose change was refused.
    public private(set) var refusedField: Field?
    var undoStack: [String] = []
    var redoStack: [String] = []

    /// - Throws: the decoder's diagnostics when the document is not a valid preset.
    public init(document: PresetDocument) throws(PresetProblems) {
        self.document = document
        text = document.text
        spec = try PresetDecoder.decode(document.text, file: document.file)
    }

    /// True while the text differs from the file (the "edited" mark).
    public var isEdited: Bool { text != document.text }
    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// The default timing as written (`easeInOut` when the file has none).
    public var timing: TimingForm {
        let written = (try? JSONParser.parse(text))?["timing"].flatMap { if case .string(let s) = $0.kind { s } else { nil } }
        return written.flatMap(TimingForm.init(spec:)) ?? TimingForm(head: "easeInOut")
    }

    /// The fields in screen order: the duration and default timing, then each track's range,
    /// timing and keyframe values (the forward tracks, then the preset's own reverse tracks), then
    /// each percent-driven interaction's pan, edge zone, distance and completion policy with its
    /// thresholds, and each direct interaction's view, threshold and spring back.
    public var fields: [Field] {
        var fields: [Field] = [.duration, .timing] + timing.parameters.indices.map(Field.timingParameter)
        let root = try? JSONParser.parse(text)
        for list in [Tracks.forward, .reverse] {
            guard case .array(let tracks)? = Self.descend(root, list.path)?.kind else { continue }
            for (t, track) in tracks.enumerated() {
                fields += [.trackRange(track: t, bound: 0, in: list), .trackRange(track: t, bound: 1, in: list), .trackTiming(track: t, in: list)]
                guard case .object(let properties)? = track["animate"]?.kind else { continue }
                for property in properties {
                    guard case .array(let values) = (property.value["values"] ?? property.value).kind else { continue }
                    fields += values.indices.map { Field.keyframe(track: t, property: property.key, index: $0, in: list) }
                }
            }
        }
        if case .array(let interactions)? = root?["interactions"]?.kind {
            for (i, interaction) in interactions.enumerated() {
                if interaction["direct"] != nil {
                    fields += Self.directKeys.map { Field.direct(interaction: i, key: $0) }
                }
                guard interaction["pan"] != nil else { continue }
                fields += PresetFormat.panFields.map { Field.interaction(index: i, key: $0) }
                let policy = interaction["completion"].flatMap { if case .string(let s) = $0.kind { TimingForm(parsing: s) } else { nil } }
                fields += (policy?.parameters.indices).map { $0.map { Field.completionParameter(interaction: i, index: $0) } } ?? []
            }
        }
        return fields
    }

    /// Where a field's value is in the file, and the member to add it after when it is missing.
    func location(of field: Field) -> (path: [PresetPatch.Step], after: String?) {
        switch field {
        case .duration: return ([.key("duration")], nil)
        case .timing, .timingParameter: return ([.key("timing")], "duration")
        case .trackRange(let t, _, let list): return (list.path + [.index(t), .key("range")], "view")
        case .trackTiming(let t, let list): return (list.path + [.index(t), .key("timing")], "view")
        case .keyframe(let t, let property, let index, let list):
            let animated: [PresetPatch.Step] = list.path + [.index(t), .key("animate"), .key(property)]
            let keyed = json(at: animated)?["values"] != nil
            return (animated + (keyed ? [.key("values")] : []) + [.index(index)], nil)
        case .interaction(let i, let key): return ([.key("interactions"), .index(i), .key(key)], "pan")
        case .completionParameter(let i, _): return ([.key("interactions"), .index(i), .key("completion")], nil)
        case .direct(let i, let key):
            // A missing `view` (the default, `presented`) is written after the threshold.
            return ([.key("interactions"), .index(i), .key("direct")] + key.split(separator: ".").map { .key(String($0)) }, "threshold")
        }
    }

    /// The JSON value at `path` in the edited text.
    func json(at path: [PresetPatch.Step]) -> JSONValue? {
        Self.descend(try? JSONParser.parse(text), path)
    }

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
    func string(_ field: Field) -> String? {
        if case .string(let s)? = json(at: location(of: field).path)?.kind { return s }
        return nil
    }

    /// A `transform` keyframe at `field`'s place as its steps, `translation.z -100 · rotation.x 15`
    /// (`identity` for none); nil when the place holds something else.
    func transformSteps(_ field: Field) -> String? {
        guard case .array(let items)? = json(at: location(of: field).path)?.kind else { return nil }
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

    /// The number at `field`'s place, if it is one.
    func number(_ field: Field) -> Double? {
        if case .number(let x)? = json(at: location(of: field).path)?.kind { return x }
        return nil
    }

    /// A track's range as written, or the whole transition.
    func range(ofTrack t: Int, in list: Tracks) -> [Double] {
        guard case .array(let items)? = json(at: location(of: .trackRange(track: t, bound: 0, in: list)).path)?.kind else { return [0, 1] }
        let bounds = items.compactMap { if case .number(let x) = $0.kind { x } else { nil } }
        return bounds.count == 2 ? bounds : [0, 1]
    }

    /// An interaction's completion policy, as a spec with numbers.
    func policy(ofInteraction i: Int) -> TimingForm? {
        string(.interaction(index: i, key: "completion")).flatMap(TimingForm.init(parsing:))
    }

    public var selectedField: Field { fields[min(selection, fields.count - 1)] }

    /// The field's name and value as the inspector shows them.
    public func label(of field: Field) -> (name: String, value: String) {
        switch field {
        case .duration: ("duration", PresetPatch.number(spec.duration) + " s")
        case .timing: ("timing", timing.spec)
        case .timingParameter(let i): ("  " + timing.parameters[i].label, PresetPatch.number(timing.parameters[i].value))
        case .trackRange(let t, let bound, let list):
            ("\(list.prefix)\(t + 1) range \(bound == 0 ? "from" : "to")", PresetPatch.number(range(ofTrack: t, in: list)[bound]))
        case .trackTiming(let t, let list): ("\(list.prefix)\(t + 1) timing", string(field) ?? "(the preset's)")
        case .keyframe(let t, let property, let index, let list):
            ("\(list.prefix)\(t + 1) \(property)[\(index)]", number(field).map(PresetPatch.number) ?? string(field) ?? transformSteps(field) ?? "–")
        case .interaction(let i, let key): ("i\(i + 1) \(key)", number(field).map(PresetPatch.number) ?? string(field) ?? "–")
        case .completionParameter(let i, let index):
            (
                "  " + (policy(ofInteraction: i)?.parameters[index].label ?? "?"),
                (policy(ofInteraction: i)?.parameters[index].value).map(PresetPatch.number) ?? "–"
            )
        case .direct(let i, let key):
            (
                "i\(i + 1) " + (key == "view" ? "view" : key == "threshold" ? "threshold" : key == "springBack.duration" ? "spring back" : "spring timing"),
                key == "view"
                    ? string(field) ?? "presented"
                    : key == "springBack.duration"
                        ? number(field).map { PresetPatch.number($0) + " s" } ?? "–"
                        : number(field).map(PresetPatch.number) ?? string(field) ?? "–"
            )
        }
    }

    /// The field's value as it would be typed (↵ starts from it): the shown value without its unit,
    /// and nothing where the field shows no value of its own.
    public func typedText(of field: Field) -> String {
        switch field {
        case .duration: return PresetPatch.number(spec.duration)
        case .direct(_, "springBack.duration"): return number(field).map(PresetPatch.number) ?? ""
        default:
            let shown = label(of: field).value
            return shown == "–" || shown == "(the preset's)" ? "" : shown
        }
    }

    /// Moves the selection by `delta` fields, staying within them.
    public mutating func select(by delta: Int) {
        let before = selectedField
        selection = max(0, min(fields.count - 1, min(selection, fields.count - 1) + delta))
        if selectedField != before {
            refusal = nil
            refusedField = nil
        }
    }

    /// ←/→: changes the selected value by `steps` small steps (big ones with `coarse`). Returns
    /// whether the change was accepted.
    @discardableResult
    public mutating func step(by steps: Int, coarse: Bool) -> Bool {
        switch selectedField {
        case .duration:
            return setDuration(Self.rounded(spec.duration + Double(steps) * (coarse ? 0.1 : 0.01)))
        case .timing:
            return setTiming(timing.cycled(by: steps, duration: spec.duration))
        case .timingParameter(let i):
            var form = timing
            let step = TimingForm.step(for: form.parameters[i].label)
            form.parameters[i].value = Self.rounded(form.parameters[i].value + Double(steps) * (coarse ? step.big : step.small))
            return setTiming(form)
        case .trackRange(let t, let bound, let list):
            var bounds = range(ofTrack: t, in: list)
            bounds[bound] = Self.rounded(bounds[bound] + Double(steps) * (coarse ? 0.1 : 0.01))
            return set(selectedField, literal: "[\(bounds.map(PresetPatch.number).joined(separator: ", "))]")
        case .trackTiming:
            let form = string(selectedField).flatMap(TimingForm.init(spec:)) ?? timing
            return set(selectedField, literal: PresetPatch.quoted(form.cycled(by: steps, duration: spec.duration).spec))
        case .direct(_, "view"):
            let views = spec.views.map(\.id)
            let index = views.firstIndex(of: string(selectedField) ?? "presented") ?? 0
            return set(selectedField, literal: PresetPatch.quoted(views[((index + steps) % views.count + views.count) % views.count]))
        case .direct(_, "springBack.timing"):
            let form = string(selectedField).flatMap(TimingForm.init(spec:)) ?? TimingForm(head: "easeInOut")
            return set(
                selectedField,
                literal: PresetPatch.quoted(form.cycled(by: steps, duration: number(springBackDuration(of: selectedField)) ?? spec.duration).spec))
        case .direct(_, let key):
            guard let x = number(selectedField) else { return refuse("\(label(of: selectedField).value) is not a number: type a new value with ↵") }
            let step = key == "threshold" ? (small: 1.0, big: 10.0) : (small: 0.01, big: 0.1)
            return set(selectedField, literal: PresetPatch.number(Self.rounded(x + Double(steps) * (coarse ? step.big : step.small))))
        case .keyframe(_, let property, _, _):
            if transformSteps(selectedField) != nil { return refuse("a transform keyframe is a list of steps: edit it in the file") }
            guard let x = number(selectedField) else { return refuse("\(label(of: selectedField).value) is an expression: type a new value with ↵") }
            let step = Self.step(forProperty: property)
            return set(selectedField, literal: PresetPatch.number(Self.rounded(x + Double(steps) * (coarse ? step.big : step.small))))
        case .interaction where json(at: location(of: selectedField).path).map({ if case .object = $0.kind { true } else { false } }) == true:
            return refuse("\(label(of: selectedField).name.split(separator: " ").last ?? "") is an object here: edit it in the file")
        case .interaction(let i, "pan"):
            let directions = PresetFormat.directions
            let index = string(selectedField).flatMap(directions.firstIndex(of:)) ?? 0
            let next = directions[((index + steps) % directions.count + directions.count) % directions.count]
            return set(.interaction(index: i, key: "pan"), literal: PresetPatch.quoted(next))
        case .interaction(_, let key):
            guard key != "completion" else { return refuse("type a policy with ↵, or step its numbers below") }
            guard let x = number(selectedField) ?? (string(selectedField) == nil ? 0 : nil) else {
                return refuse("\(label(of: selectedField).value) is an expression: type a new value with ↵")
            }
            let step = key == "edgeZone" ? (small: 1.0, big: 10.0) : (small: 10.0, big: 50.0)
            return set(selectedField, literal: PresetPatch.number(Self.rounded(x + Double(steps) * (coarse ? step.big : step.small))))
        case .completionParameter(let i, let index):
            guard var policy = policy(ofInteraction: i) else { return false }
            let x = policy.parameters[index].value
            let step = abs(x) >= 10 ? (small: 10.0, big: 100.0) : (small: 0.01, big: 0.1)
            policy.parameters[index].value = Self.rounded(x + Double(steps) * (coarse ? step.big : step.small))
            return set(.interaction(index: i, key: "completion"), literal: PresetPatch.quoted(policy.spec))
        }
    }

    /// The spring back duration's field beside a direct interaction's field.
    func springBackDuration(of field: Field) -> Field {
        guard case .direct(let i, _) = field else { return field }
        return .direct(interaction: i, key: "springBack.duration")
    }

    /// One step of a keyframe value: points for translations and depth, degrees for rotations,
    /// fractions for alpha and scale.
    static func step(forProperty property: String) -> (small: Double, big: Double) {
        if property.hasPrefix("translation") || property == "zPosition" { return (10, 50) }
        if property.hasPrefix("rotation") { return (5, 45) }
        return (0.05, 0.25)
    }

    /// Writes `literal` at `field`'s place (adding the member when the file has none).
    mutating func set(_ field: Field, literal: String) -> Bool {
        let place = location(of: field)
        return apply(literal, at: place.path, after: place.after)
    }

    /// ↵: sets the selected value from typed text (a number, or a whole timing spec).
    @discardableResult
    public mutating func enter(_ typed: String) -> Bool {
        let typed = String(typed.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        // A typed spec goes into the file as typed: the decoder accepts it or refuses it with
        // lint's message.
        if selectedField == .timing { return apply(PresetPatch.quoted(typed), at: [.key("timing")], after: "duration") }
        switch selectedField {
        case .trackTiming, .interaction(_, "pan"), .interaction(_, "completion"), .direct(_, "view"), .direct(_, "springBack.timing"):
            return set(selectedField, literal: PresetPatch.quoted(typed))
        case .keyframe, .interaction:
            // A number, or a length expression such as `H` or `0.5*W + 40` for the decoder to judge.
            return set(selectedField, literal: Double(typed).map(PresetPatch.number) ?? PresetPatch.quoted(typed))
        default:
            break
        }
        guard let value = Double(typed), value.isFinite else { return refuse("'\(typed)' is not a number") }
        switch selectedField {
        case .duration: return setDuration(value)
        case .timingParameter(let i):
            var form = timing
            form.parameters[i].value = value
            return setTiming(form)
        case .trackRange(let t, let bound, let list):
            var bounds = range(ofTrack: t, in: list)
            bounds[bound] = value
            return set(selectedField, literal: "[\(bounds.map(PresetPatch.number).joined(separator: ", "))]")
        case .direct:
            return set(selectedField, literal: PresetPatch.number(value))
        case .completionParameter(let i, let index):
            guard var policy = policy(ofInteraction: i) else { return false }
            policy.parameters[index].value = value
            return set(.interaction(index: i, key: "completion"), literal: PresetPatch.quoted(policy.spec))
        default: return false
        }
    }

    public mutating func setDuration(_ seconds: Double) -> Bool {
        apply(PresetPatch.number(seconds), at: [.key("duration")])
    }

    public mutating func setTiming(_ form: TimingForm) -> Bool {
        apply(PresetPatch.quoted(form.spec), at: [.key("timing")], after: "duration")
    }

    /// Moves the Bézier's control point `handle` (0 for P1, 1 for P2) to (`x`, `y`); a named
    /// curve becomes `cubic-bezier(…)` with its points. False (refused) for a spring.
    @discardableResult
    public mutating func moveHandle(_ handle: Int, x: Double, y: Double) -> Bool {
        guard case .cubic(let b)? = try? TimingCurve(spec: timing.spec) else { return refuse("a spring has no control points") }
        var points = [b.x1, b.y1, b.x2, b.y2]
        points[2 * handle] = Self.rounded(x)
        points[2 * handle + 1] = Self.rounded(y)
        return setTiming(TimingForm(head: "cubic-bezier", parameters: zip(["x1", "y1", "x2", "y2"], points).map { ($0, $1) }))
    }

    /// Makes every change since the undo history was `depth` long one step (a mouse drag).
    public mutating func squashHistory(to depth: Int) {
        if undoStack.count > depth + 1 { undoStack.removeSubrange((depth + 1)...) }
    }

    /// How many changes `undo` can step back.
    public var undoDepth: Int { undoStack.count }

    /// Patches the text and keeps the result if it decodes; otherwise keeps the last good text
    /// and records lint's message in `refusal`.
    mutating func apply(_ literal: String, at path: [PresetPatch.Step], after: String? = nil) -> Bool {
        let patched: String
        do { patched = try PresetPatch.setting(literal, at: path, in: text, after: after) } catch { return refuse(error.message) }
        guard patched != text else {
            refusal = nil
            return true
        }
        do {
            spec = try PresetDecoder.decode(patched, file: document.file)
        } catch {
            return refuse(error.diagnostics.sorted().first?.description ?? "\(error)")
        }
        undoStack.append(text)
        redoStack = []
        text = patched
        refusal = nil
        return true
    }

    mutating func refuse(_ message: String) -> Bool {
        refusal = message
        refusedField = selectedField
        return false
    }

    /// Steps back to the text before the last change; false when there is none.
    @discardableResult
    public mutating func undo() -> Bool { step(from: \.undoStack, to: \.redoStack) }

    /// Steps forward again; false when nothing was undone.
    @discardableResult
    public mutating func redo() -> Bool { step(from: \.redoStack, to: \.undoStack) }

    /// Restores the text on top of `history`, keeping the current one on `other`.
    mutating func step(from history: WritableKeyPath<PresetEditor, [String]>, to other: WritableKeyPath<PresetEditor, [String]>) -> Bool {
        guard let text = self[keyPath: history].popLast() else { return false }
        self[keyPath: other].append(self.text)
        restore(text)
        return true
    }

    mutating func restore(_ previous: String) {
        text = previous
        // Every text on the stacks decoded once, so it decodes again.
        if let decoded = try? PresetDecoder.decode(previous, file: document.file) { spec = decoded }
        refusal = nil
        select(by: 0)
    }

    /// The text was written to `path`: it is now the document (a built-in preset becomes the
    /// user folder's file). The undo history stays.
    public mutating func saved(to path: String) {
        document = PresetDocument(text: text, file: path, source: .file(path))
    }

    /// The file changed on disk and the edits are kept: `document` becomes the base, so saving
    /// overwrites it and the edited mark compares with it.
    public mutating func adopt(_ document: PresetDocument) {
        self.document = document
    }

    /// Drops the edits for `document` (the file's version, chosen after it changed outside).
    public mutating func revert(to document: PresetDocument) throws(PresetProblems) {
        spec = try PresetDecoder.decode(document.text, file: document.file)
        self.document = document
        text = document.text
        undoStack = []
        redoStack = []
        refusal = nil
        select(by: 0)
    }

    /// `x` to 1e-6, so steps of 0.01 print as 0.36, not 0.36000000000000004.
    static func rounded(_ x: Double) -> Double { (x * 1_000_000).rounded() / 1_000_000 }
}
