import SeguePlayground
import SeguePresets

/// Live editing: what one edit costs before the next frame can show it. `re-derive` is the
/// editor's part alone (patch the file's text at the value's span, decode it as lint does); `edit
/// → frame` is a whole key press in the playground (the edit, the transition rebuilt at the kept
/// position, the curve plot redrawn) plus the frame's `view`. Each call edits and undoes, so the
/// history stays short; figures are per edit.
enum EditBench {
    static let section = "edit"
    static let presets = ["fade", "cube", "easy-bouncy"]

    static func run(_ bench: Bench) {
        bench.beginSection("edit: one live edit of the duration, re-derived and drawn")
        let catalog = PresetCatalog.builtIn()
        for name in presets {
            guard let entry = catalog.entries.first(where: { $0.spec.name == name }), var editor = try? PresetEditor(document: entry.document) else { continue }
            bench.time(section, "re-derive \(name) (\(entry.document.text.utf8.count / 1024 + 1) KiB file)", unit: "µs", scale: 1000, operations: 2) {
                editor.step(by: 1, coarse: false)
                editor.undo()
                bench.sink.consume(Int(editor.spec.duration * 1000))
            }
            var playground = PlaygroundPane(presets: catalog.entries.map(\.spec), initial: name)
            playground.setDocuments(catalog.documents, userFolder: nil)
            _ = playground.handle(.resize(columns: 120, rows: 40))
            _ = playground.handle(.tick(now: 0))
            _ = playground.handle(.key(.character("e")))
            var cells = 0
            bench.time(
                section, "edit → frame \(name) 120x40", unit: "ms", scale: 1_000_000, operations: 2,
                budget: .under(1000.0 / 60), note: "one frame at 60 fps is 16.7 ms"
            ) {
                _ = playground.handle(.key(.right))
                cells &+= playground.view(columns: 120, rows: 40).width
                _ = playground.handle(.key(.character("u")))
                cells &+= playground.view(columns: 120, rows: 40).width
                bench.sink.consume(cells)
            }
        }
    }
}
