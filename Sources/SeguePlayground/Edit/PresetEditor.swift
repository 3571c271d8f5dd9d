import SegueEngine
import SeguePresets

/// The playground's side of editing one preset: which field is selected, how each field is
/// labelled, and what ←/→ and ↵ do to it (`EditStep`). The file itself, its patches, lint's
/// judgement and the undo history are the document editor's (`PresetDocumentEditor`).
public struct PresetEditor: Hashable, Sendable {
    /// One editable value.
    public typealias Field = PresetField
    /// The tracks a track field belongs to.
    public typealias Tracks = PresetField.Tracks

    /// The file as edited so far.
    public private(set) var edits: PresetDocumentEditor
    /// The selected field's index in `fields`.
    public internal(set) var selection = 0
    /// Why the last change was refused (lint's message), until the next accepted one or another
    /// field is selected.
    public private(set) var refusal: String?
    /// The field whose change was refused.
    public private(set) var refusedField: Field?

    /// - Throws: the decoder's diagnostics when the document is not a valid preset.
    public init(document: PresetDocument) throws(PresetProblems) {
        edits = try PresetDocumentEditor(document: document)
    }

    /// The preset's file as it is on disk (or embedded), and where it saves.
    public var document: PresetDocument { edits.document }
    /// The edited text.
    public var text: String { edits.text }
    /// The edited preset, decoded from `text`.
    public var spec: TransitionSpec { edits.spec }
    /// True while the text differs from the file (the "edited" mark).
    public var isEdited: Bool { edits.isEdited }
    /// Whether `undo` has a change to step back.
    public var canUndo: Bool { edits.canUndo }
    /// Whether `redo` has an undone change to step forward.
    public var canRedo: Bool { edits.canRedo }
    /// How many changes `undo` can step back.
    public var undoDepth: Int { edits.undoDepth }
    /// The default timing as written (`easeInOut` when the file has none).
    public var timing: TimingForm { edits.timing }
    /// The fields in screen order (`PresetDocumentEditor.fields`).
    public var fields: [Field] { edits.fields }

    /// The selected field.
    public var selectedField: Field { fields[min(selection, fields.count - 1)] }

    /// The field's name and value as the inspector shows them.
    public func label(of field: Field) -> (name: String, value: String) {
        switch field {
        case .duration: ("duration", PresetPatch.number(spec.duration) + " s")
        case .timing: ("timing", timing.spec)
        case .timingParameter(let i): ("  " + timing.parameters[i].label, PresetPatch.number(timing.parameters[i].value))
        case .trackRange(let t, let bound, let list):
            ("\(list.prefix)\(t + 1) range \(bound == 0 ? "from" : "to")", PresetPatch.number(edits.range(ofTrack: t, in: list)[bound]))
        case .trackTiming(let t, let list): ("\(list.prefix)\(t + 1) timing", edits.string(field) ?? "(the preset's)")
        case .keyframe(let t, let property, let index, let list):
            (
                "\(list.prefix)\(t + 1) \(property)[\(index)]",
                edits.number(field).map(PresetPatch.number) ?? edits.string(field) ?? edits.transformSteps(field) ?? "–"
            )
        case .interaction(let i, let key): ("i\(i + 1) \(key.rawValue)", edits.number(field).map(PresetPatch.number) ?? edits.string(field) ?? "–")
        case .completionParameter(let i, let index):
            (
                "  " + (edits.policy(ofInteraction: i)?.parameters[index].label ?? "?"),
                (edits.policy(ofInteraction: i)?.parameters[index].value).map(PresetPatch.number) ?? "–"
            )
        case .direct(let i, let key):
            ("i\(i + 1) " + Self.name(of: key), directValue(field, key))
        }
    }

    /// A direct interaction's field's name in the inspector.
    static func name(of key: Field.DirectKey) -> String {
        switch key {
        case .view: "view"
        case .threshold: "threshold"
        case .springBackDuration: "spring back"
        case .springBackTiming: "spring timing"
        }
    }

    /// A direct interaction's field's value in the inspector.
    func directValue(_ field: Field, _ key: Field.DirectKey) -> String {
        switch key {
        case .view: edits.string(field) ?? "presented"
        case .springBackDuration: edits.number(field).map { PresetPatch.number($0) + " s" } ?? "–"
        case .threshold, .springBackTiming: edits.number(field).map(PresetPatch.number) ?? edits.string(field) ?? "–"
        }
    }

    /// The field's value as it would be typed (↵ starts from it): the shown value without its unit,
    /// and nothing where the field shows no value of its own.
    public func typedText(of field: Field) -> String {
        switch field {
        case .duration: return PresetPatch.number(spec.duration)
        case .direct(_, .springBackDuration): return edits.number(field).map(PresetPatch.number) ?? ""
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
        let field = selectedField
        switch field {
        case .duration:
            return setDuration(Self.rounded(spec.duration + EditStep.duration.by(steps, coarse: coarse)))
        case .timing:
            return setTiming(timing.cycled(by: steps, duration: spec.duration))
        case .timingParameter(let i):
            var form = timing
            form.parameters[i].value = Self.rounded(form.parameters[i].value + EditStep.timing(form.parameters[i].label).by(steps, coarse: coarse))
            return setTiming(form)
        case .trackRange(let t, let bound, let list):
            var bounds = edits.range(ofTrack: t, in: list)
            bounds[bound] = Self.rounded(bounds[bound] + EditStep.range.by(steps, coarse: coarse))
            return set(field, literal: "[\(bounds.map(PresetPatch.number).joined(separator: ", "))]")
        case .trackTiming:
            let form = edits.string(field).flatMap(TimingForm.init(spec:)) ?? timing
            return set(field, literal: PresetPatch.quoted(form.cycled(by: steps, duration: spec.duration).spec))
        case .direct(_, .view):
            let views = spec.views.map(\.id)
            let index = views.firstIndex(of: edits.string(field) ?? "presented") ?? 0
            return set(field, literal: PresetPatch.quoted(views[((index + steps) % views.count + views.count) % views.count]))
        case .direct(let i, .springBackTiming):
            let form = edits.string(field).flatMap(TimingForm.init(spec:)) ?? TimingForm(head: "easeInOut")
            let duration = edits.number(.direct(interaction: i, key: .springBackDuration)) ?? spec.duration
            return set(field, literal: PresetPatch.quoted(form.cycled(by: steps, duration: duration).spec))
        case .direct(_, let key):
            guard let x = edits.number(field) else { return refuse("\(label(of: field).value) is not a number: type a new value with ↵") }
            return set(field, literal: PresetPatch.number(Self.rounded(x + EditStep.direct(key).by(steps, coarse: coarse))))
        case .keyframe(_, let property, _, _):
            if edits.transformSteps(field) != nil { return refuse("a transform keyframe is a list of steps: edit it in the file") }
            guard let x = edits.number(field) else { return refuse("\(label(of: field).value) is an expression: type a new value with ↵") }
            return set(field, literal: PresetPatch.number(Self.rounded(x + EditStep.keyframe(property).by(steps, coarse: coarse))))
        case .interaction where edits.json(field).map({ if case .object = $0.kind { true } else { false } }) == true:
            return refuse("\(label(of: field).name.split(separator: " ").last ?? "") is an object here: edit it in the file")
        case .interaction(_, .pan):
            let directions = PresetFormat.directions
            let index = edits.string(field).flatMap(directions.firstIndex(of:)) ?? 0
            return set(field, literal: PresetPatch.quoted(directions[((index + steps) % directions.count + directions.count) % directions.count]))
        case .interaction(_, let key):
            guard key != .completion else { return refuse("type a policy with ↵, or step its numbers below") }
            guard let x = edits.number(field) ?? (edits.string(field) == nil ? 0 : nil) else {
                return refuse("\(label(of: field).value) is an expression: type a new value with ↵")
            }
            return set(field, literal: PresetPatch.number(Self.rounded(x + EditStep.pan(key).by(steps, coarse: coarse))))
        case .completionParameter(let i, let index):
            guard var policy = edits.policy(ofInteraction: i) else { return false }
            let x = policy.parameters[index].value
            policy.parameters[index].value = Self.rounded(x + EditStep.policy(x).by(steps, coarse: coarse))
            return set(.interaction(index: i, key: .completion), literal: PresetPatch.quoted(policy.spec))
        }
    }

    /// ↵: sets the selected value from typed text (a number, or a whole timing spec).
    @discardableResult
    public mutating func enter(_ typed: String) -> Bool {
        let typed = String(typed.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        let field = selectedField
        switch field {
        case .timing, .trackTiming, .interaction(_, .pan), .interaction(_, .completion), .direct(_, .view), .direct(_, .springBackTiming):
            // A typed spec goes into the file as typed: the decoder accepts it or refuses it with
            // lint's message.
            return set(field, literal: PresetPatch.quoted(typed))
        case .keyframe, .interaction:
            // A number, or a length expression such as `H` or `0.5*W + 40` for the decoder to judge.
            return set(field, literal: Double(typed).map(PresetPatch.number) ?? PresetPatch.quoted(typed))
        default:
            break
        }
        guard let value = Double(typed), value.isFinite else { return refuse("'\(typed)' is not a number") }
        switch field {
        case .duration: return setDuration(value)
        case .timingParameter(let i):
            var form = timing
            form.parameters[i].value = value
            return setTiming(form)
        case .trackRange(let t, let bound, let list):
            var bounds = edits.range(ofTrack: t, in: list)
            bounds[bound] = value
            return set(field, literal: "[\(bounds.map(PresetPatch.number).joined(separator: ", "))]")
        case .direct:
            return set(field, literal: PresetPatch.number(value))
        case .completionParameter(let i, let index):
            guard var policy = edits.policy(ofInteraction: i) else { return false }
            policy.parameters[index].value = value
            return set(.interaction(index: i, key: .completion), literal: PresetPatch.quoted(policy.spec))
        default: return false
        }
    }

    /// Sets the duration, seconds.
    public mutating func setDuration(_ seconds: Double) -> Bool {
        set(.duration, literal: PresetPatch.number(seconds))
    }

    /// Sets the default timing to `form`'s spec.
    public mutating func setTiming(_ form: TimingForm) -> Bool {
        set(.timing, literal: PresetPatch.quoted(form.spec))
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

    /// Writes `literal` at `field`'s place; a refusal keeps the last good text and records lint's
    /// message in `refusal`.
    mutating func set(_ field: Field, literal: String) -> Bool {
        do { try edits.set(literal, at: field) } catch { return refuse(error.message) }
        refusal = nil
        return true
    }

    mutating func refuse(_ message: String) -> Bool {
        refusal = message
        refusedField = selectedField
        return false
    }

    /// Makes every change since the undo history was `depth` long one step (a mouse drag).
    public mutating func squashHistory(to depth: Int) { edits.squashHistory(to: depth) }

    /// Steps back to the text before the last change; false when there is none.
    @discardableResult
    public mutating func undo() -> Bool { settle(edits.undo()) }

    /// Steps forward again; false when nothing was undone.
    @discardableResult
    public mutating func redo() -> Bool { settle(edits.redo()) }

    /// After the text changed under the selection: no refusal stands, and the selection stays
    /// within the fields.
    mutating func settle(_ changed: Bool) -> Bool {
        guard changed else { return false }
        refusal = nil
        select(by: 0)
        return true
    }

    /// The text was written to `path`: it is now the document. The undo history stays.
    public mutating func saved(to path: String) { edits.saved(to: path) }

    /// The file changed on disk and the edits are kept: `document` becomes the base.
    public mutating func adopt(_ document: PresetDocument) { edits.adopt(document) }

    /// Drops the edits for `document` (the file's version, chosen after it changed outside).
    public mutating func revert(to document: PresetDocument) throws(PresetProblems) {
        try edits.revert(to: document)
        _ = settle(true)
    }

    /// `x` to 1e-6, so steps of 0.01 print as 0.36, not 0.36000000000000004.
    static func rounded(_ x: Double) -> Double { (x * 1_000_000).rounded() / 1_000_000 }
}
