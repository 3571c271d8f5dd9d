import SegueEngine
import SegueInput
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
        /// The file of an edited preset no longer holds it (`why`: deleted, a folder now, broken):
        /// keep the edits (a save writes `file` again), or drop them for what loads now under the
        /// name (`fallback`, from `fallbackFile`, e.g. the built-in preset; nil when nothing does).
        case fileGone(name: String, file: String, why: String, fallback: TransitionSpec?, fallbackFile: String?)
        /// `w` on an edited built-in preset: the name to save the copy under, prefilled with the
        /// preset's own (`prefilled`: the first character typed replaces it), and why the last
        /// name was refused.
        case saveAs(name: String, prefilled: Bool, refusal: String?)
        /// The copy's name is taken (`what` says by which file or preset): ↵ overwrites.
        case overwrite(save: Save, what: String)
        /// The file is read-only (`reason` gives its mode): ↵ replaces it anyway, keeping the mode.
        case readOnly(save: Save, reason: String)
    }

    /// Text to write, for the shell to perform (the playground does no I/O): `AppCommand.save`.
    public typealias Save = FileSave.Request

    /// Why the shell could not write a save (`InputEvent.saved`).
    public typealias SaveFailure = FileSave.Failure

    /// The presets' files by preset name; a preset without one (a coded transition) is not editable.
    public var documents: [String: PresetDocument] = [:]
    /// Where a built-in preset is saved (`PresetCatalog.userFolder`).
    public var userFolder: String?
    public internal(set) var editors: [String: PresetEditor] = [:]
    /// True while the inspector is the editor (`e`).
    public internal(set) var isOn = false
    /// The text typed after ↵, until ↵ or Esc.
    public internal(set) var entry: String?
    /// The entry still holds the field's value as ↵ found it: the first character typed replaces
    /// it, Backspace edits it, ↵ leaves the field as it was.
    var entryIsPrefilled = false
    public internal(set) var prompt: Prompt?
    /// An outside change left undecided (Esc or q on its question), by preset name: `w` asks it
    /// again before writing.
    var undecided: [String: Prompt] = [:]
    /// What became of an edited preset's file that no longer gives it (`fileGone`), by preset name,
    /// so each state is asked about once.
    var gone: [String: String] = [:]
    public internal(set) var pendingSave: Save?
    /// The file name of the last UIKit file `X` wrote, named in the footer.
    public internal(set) var exported: String?
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
