import SegueEngine

/// Edits one preset file as text: every accepted change is a minimal patch of the file
/// (`PresetPatch`), decoded again exactly as `segue lint` decodes it, so a value lint would refuse
/// is refused with lint's message and the last good text stays. Undo and redo step through the
/// accepted texts; each keeps its parse tree and its decoded preset, so reading a field parses
/// nothing and stepping back decodes nothing.
public struct PresetDocumentEditor: Hashable, Sendable {
    /// An accepted text with what was read from it.
    struct Revision: Hashable, Sendable {
        var text: String
        var tree: JSONValue
        var spec: TransitionSpec
    }

    /// Why a change was not accepted: lint's message, or where the patch found no place.
    public struct Refusal: Error, Hashable, Sendable {
        /// The message, as the editor shows it.
        public var message: String
    }

    /// The preset's file as it is on disk (or embedded), and where it saves.
    public private(set) var document: PresetDocument
    private var current: Revision
    private var undoStack: [Revision] = []
    private var redoStack: [Revision] = []

    /// - Throws: the decoder's diagnostics when the document is not a valid preset.
    public init(document: PresetDocument) throws(PresetProblems) {
        self.document = document
        current = try Self.revision(document.text, file: document.file)
    }

    /// The edited text.
    public var text: String { current.text }
    /// The parse tree of `text`.
    public var tree: JSONValue { current.tree }
    /// The edited preset, decoded from `text`.
    public var spec: TransitionSpec { current.spec }
    /// True while the text differs from the file (the "edited" mark).
    public var isEdited: Bool { text != document.text }
    /// Whether `undo` has a change to step back.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether `redo` has an undone change to step forward.
    public var canRedo: Bool { !redoStack.isEmpty }
    /// How many changes `undo` can step back.
    public var undoDepth: Int { undoStack.count }

    /// Writes `literal` (JSON text) at `field`'s place, adding the member when the file has none.
    public mutating func set(_ literal: String, at field: PresetField) throws(Refusal) {
        let place = location(of: field)
        try set(literal, at: place.path, after: place.after)
    }

    /// Patches the value at `path` (or adds it after the member `after`) and keeps the result if
    /// it decodes; an unchanged text is accepted without a history step.
    ///
    /// - Throws: `Refusal` with lint's first message, or the patch's when the path leads nowhere.
    public mutating func set(_ literal: String, at path: [PresetPatch.Step], after: String? = nil) throws(Refusal) {
        let patched: String
        do { patched = try PresetPatch.setting(literal, at: path, in: text, parsed: tree, after: after) } catch {
            throw Refusal(message: error.message)
        }
        guard patched != text else { return }
        let next: Revision
        do { next = try Self.revision(patched, file: document.file) } catch {
            throw Refusal(message: error.diagnostics.sorted().first?.description ?? "\(error)")
        }
        undoStack.append(current)
        redoStack = []
        current = next
    }

    /// Steps back to the text before the last change; false when there is none.
    @discardableResult
    public mutating func undo() -> Bool {
        guard let previous = undoStack.popLast() else { return false }
        redoStack.append(current)
        current = previous
        return true
    }

    /// Steps forward again; false when nothing was undone.
    @discardableResult
    public mutating func redo() -> Bool {
        guard let next = redoStack.popLast() else { return false }
        undoStack.append(current)
        current = next
        return true
    }

    /// Makes every change since the undo history was `depth` long one step (a mouse drag).
    public mutating func squashHistory(to depth: Int) {
        if undoStack.count > depth + 1 { undoStack.removeSubrange((depth + 1)...) }
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

    /// Drops the edits and the history for `document` (the file's version).
    ///
    /// - Throws: the decoder's diagnostics when `document` is not a valid preset; nothing changes.
    public mutating func revert(to document: PresetDocument) throws(PresetProblems) {
        current = try Self.revision(document.text, file: document.file)
        self.document = document
        undoStack = []
        redoStack = []
    }

    /// `text` parsed and decoded as `file`.
    static func revision(_ text: String, file: String) throws(PresetProblems) -> Revision {
        let tree: JSONValue
        do { tree = try JSONParser.parse(text) } catch {
            throw PresetProblems(diagnostics: [Diagnostic(file: file, location: error.location, path: "", message: error.message)])
        }
        return Revision(text: text, tree: tree, spec: try PresetDecoder.decode(tree, file: file))
    }
}
