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
    }

    /// The preset's file as it is on disk (or embedded), and where it saves.
    public private(set) var document: PresetDocument
    /// The edited text.
    public private(set) var text: String
    /// The edited preset, decoded from `text`.
    public private(set) var spec: TransitionSpec
    public internal(set) var selection = 0
    /// Why the last change was refused (lint's message), until the next accepted one.
    public private(set) var refusal: String?
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
        let written = (try? JSONParser.parse(text))?["timing"].flatMap { if case let .string(s) = $0.kind { s } else { nil } }
        return written.flatMap(TimingForm.init(spec:)) ?? TimingForm(head: "easeInOut")
    }

    /// The fields in screen order.
    public var fields: [Field] {
        [.duration, .timing] + timing.parameters.indices.map(Field.timingParameter)
    }

    public var selectedField: Field { fields[min(selection, fields.count - 1)] }

    /// The field's name and value as the inspector shows them.
    public func label(of field: Field) -> (name: String, value: String) {
        switch field {
        case .duration: ("duration", PresetPatch.number(spec.duration) + " s")
        case .timing: ("timing", timing.spec)
        case let .timingParameter(i): ("  " + timing.parameters[i].label, PresetPatch.number(timing.parameters[i].value))
        }
    }

    /// Moves the selection by `delta` fields, staying within them.
    public mutating func select(by delta: Int) {
        selection = max(0, min(fields.count - 1, min(selection, fields.count - 1) + delta))
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
        case let .timingParameter(i):
            var form = timing
            let step = TimingForm.step(for: form.parameters[i].label)
            form.parameters[i].value = Self.rounded(form.parameters[i].value + Double(steps) * (coarse ? step.big : step.small))
            return setTiming(form)
        }
    }

    /// ↵: sets the selected value from typed text (a number, or a whole timing spec).
    @discardableResult
    public mutating func enter(_ typed: String) -> Bool {
        let typed = String(typed.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        // A typed spec goes into the file as typed: the decoder accepts it or refuses it with
        // lint's message.
        if selectedField == .timing { return apply(PresetPatch.quoted(typed), at: [.key("timing")], after: "duration") }
        guard let value = Double(typed), value.isFinite else { return refuse("'\(typed)' is not a number") }
        switch selectedField {
        case .duration: return setDuration(value)
        case let .timingParameter(i):
            var form = timing
            form.parameters[i].value = value
            return setTiming(form)
        case .timing: return false
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
        guard case let .cubic(b)? = try? TimingCurve(spec: timing.spec) else { return refuse("a spring has no control points") }
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
        guard patched != text else { refusal = nil; return true }
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
        return false
    }

    /// Steps back to the text before the last change; false when there is none.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let previous = undoStack.popLast() else { return false }
        redoStack.append(text)
        restore(previous)
        return true
    }

    /// Steps forward again; false when nothing was undone.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let next = redoStack.popLast() else { return false }
        undoStack.append(text)
        restore(next)
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
