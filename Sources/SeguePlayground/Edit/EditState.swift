import SeguePresets

/// What the playground keeps for live editing: the presets' files, one editor per edited preset
/// (its undo history survives switching presets), and the question or the save waiting for an
/// answer.
public struct EditState: Hashable, Sendable {
    /// A question the next key answers.
    public enum Prompt: Hashable, Sendable {
        /// `q` with unsaved edits.
        case quit
        /// The file of an edited preset changed on disk: keep the edits, or take the file's version.
        case outsideChange(name: String, document: PresetDocument)
        /// `w` on an edited built-in preset: the name to save the copy under, prefilled with the
        /// preset's own (`prefilled`: the first character typed replaces it), and why the last
        /// name was refused.
        case saveAs(name: String, prefilled: Bool, refusal: String?)
        /// The copy's name is taken (`what` says by which file or preset): ↵ overwrites.
        case overwrite(save: Save, what: String)
    }

    /// Text to write, for the shell to perform (the playground does no I/O).
    public struct Save: Hashable, Sendable {
        /// The name the preset is saved under.
        public var name: String
        public var path: String
        public var text: String
        /// The preset whose edits these are: `name`, or a built-in one saved as a copy under a new name.
        public var edited: String
    }

    /// The presets' files by preset name; a preset without one (a coded transition) is not editable.
    public var documents: [String: PresetDocument] = [:]
    /// Where a built-in preset is saved (`PresetCatalog.userFolder`).
    public var userFolder: String?
    public internal(set) var editors: [String: PresetEditor] = [:]
    /// True while the inspector is the editor (`e`).
    public internal(set) var isOn = false
    /// The text typed after ↵, until ↵ or Esc.
    public internal(set) var entry: String?
    public internal(set) var prompt: Prompt?
    public internal(set) var pendingSave: Save?
    /// The Bézier handle the mouse holds (0 or 1), and the undo depth when it took it.
    var draggedHandle: Int?
    var dragUndoDepth = 0

    public init(documents: [String: PresetDocument] = [:], userFolder: String? = nil) {
        self.documents = documents
        self.userFolder = userFolder
    }

    /// The names of presets with unsaved edits.
    public var unsaved: [String] { editors.filter { $0.value.isEdited }.map(\.key).sorted() }
}
