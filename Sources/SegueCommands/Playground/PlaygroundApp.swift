import Foundation
import SegueInput
import SeguePlayground
import SeguePresets
import SegueRender
import SegueTerminal

/// The playground as the run loop sees it: the pure `ComparePlayground` (one pane, or two in compare
/// mode) plus the one impure thing it needs, reloading presets from disk when their files change.
struct PlaygroundApp: TerminalApp {
    var playground: ComparePlayground
    let watcher: PresetWatcher?
    let loadCatalog: @Sendable () -> PresetCatalog

    /// Passes the event on; on a tick, reloads the presets after the playground has read the time,
    /// so a reload is logged at the moment it happens (also after a long idle).
    init(playground: ComparePlayground, watcher: PresetWatcher?, loadCatalog: @escaping @Sendable () -> PresetCatalog) {
        self.playground = playground
        self.watcher = watcher
        self.loadCatalog = loadCatalog
    }

    init(playground: Playground, watcher: PresetWatcher?, loadCatalog: @escaping @Sendable () -> PresetCatalog) {
        self.init(playground: ComparePlayground(playground), watcher: watcher, loadCatalog: loadCatalog)
    }

    mutating func handle(_ event: InputEvent) -> AppCommand {
        let command = playground.handle(event)
        if let save = playground.takePendingSave() {
            playground.finishSave(save, error: Self.write(save))
        }
        if case .tick = event, let watcher, watcher.drain() {
            let catalog = loadCatalog()
            playground.reload(
                presets: catalog.entries.map(\.spec), problems: catalog.problems.map(\.description),
                documents: catalog.documents)
        }
        return command
    }

    /// Writes a saved preset, creating the user folder when a built-in preset is first saved;
    /// the problem's text when it cannot.
    static func write(_ save: EditState.Save) -> String? {
        let folder = URL(fileURLWithPath: save.path).deletingLastPathComponent().path
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            return "cannot create \(folder): \((error as NSError).localizedDescription)"
        }
        do { try OutputFile.replace(save.path, with: save.text) } catch {
            if case .runtime(let message) = error { return message }
            return "cannot write \(save.path)"
        }
        return nil
    }

    var isAnimating: Bool { playground.isAnimating }
    /// What wakes the idle run loop for this app: the watcher's descriptor, when it watches.
    var wakeSources: [WakeSource] { watcher.map { [WakeSource(readable: $0.descriptor)] } ?? [] }
    func view(columns: Int, rows: Int) -> CellGrid { playground.view(columns: columns, rows: rows) }
}
