import SegueEngine
import SegueExport
import SeguePresets

/// `X`: the open preset in its operation and direction, with its live edits, as the UIKit Swift
/// file `segue export` writes (docs/export.md), into the folder where `w` saves it, named for its
/// animator (`CubeTransition.swift`). The shell writes it through the same pending save as `w`.
extension PlaygroundPane {
    mutating func exportCode() {
        guard let spec = preset else {
            noteOnce("X exports presets: \(codedTransition?.name ?? "this transition") is already code")
            return
        }
        let target =
            edit.documents[spec.name]?.saveTarget(name: spec.name, userFolder: edit.userFolder) ?? edit.userFolder.map { $0 + "/" + spec.name + ".json" }
        guard let target else {
            note("cannot export \(spec.name): no user folder (set XDG_CONFIG_HOME or HOME)")
            return
        }
        let text: String
        do { text = try UIKitExport.file(for: spec, operation: operation, direction: direction) } catch {
            note("cannot export \(spec.name) \(operation.rawValue): \(error.description)")
            return
        }
        let folder = target.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let file = ExportNames(spec: spec, operation: operation).transition + ".swift"
        edit.pendingSave = EditState.Save(name: spec.name, path: (folder.isEmpty ? "." : folder) + "/" + file, text: text, edited: spec.name, isExport: true)
    }

    /// The shell wrote the exported file (or failed to): the log says where, the footer names it.
    mutating func finishExport(_ save: EditState.Save, failure: EditState.SaveFailure?) {
        if let failure {
            note("export failed: \(failure.message)")
            return
        }
        let file = save.path.split(separator: "/").last.map(String.init) ?? save.path
        edit.exported = file
        note("exported \(save.name) \(operation.rawValue) as UIKit code to \(save.path)")
    }
}
