import Foundation
import SegueInput
import SeguePlayground
import SeguePresets
import SegueRender
import SegueTerminal

/// The playground as the run loop sees it: the pure `Playground` (one pane, or two in compare
/// mode) plus the one impure thing it needs, reloading presets from disk when their files change.
struct PlaygroundApp: TerminalApp {
    var playground: Playground
    let watcher: PresetWatcher?
    let loadCatalog: @Sendable () -> PresetCatalog
    /// The system calls saves make (a test's, to fill the disk).
    var fileCalls = OutputFile.Calls.system

    /// Passes the event on; on a tick, reloads the presets after the playground has read the time,
    /// so a reload is logged at the moment it happens (also after a long idle).
    init(playground: Playground, watcher: PresetWatcher?, loadCatalog: @escaping @Sendable () -> PresetCatalog) {
        self.playground = playground
        self.watcher = watcher
        self.loadCatalog = loadCatalog
    }

    init(playground: PlaygroundPane, watcher: PresetWatcher?, loadCatalog: @escaping @Sendable () -> PresetCatalog) {
        self.init(playground: Playground(playground), watcher: watcher, loadCatalog: loadCatalog)
    }

    mutating func handle(_ event: InputEvent) -> AppCommand {
        var command = playground.handle(event)
        // A save is written here and answered at once, before anything else happens.
        while case .save(let save) = command {
            command = playground.handle(.saved(save, failure: Self.write(save, calls: fileCalls)))
        }
        if case .tick = event, let watcher, watcher.drain() {
            let catalog = loadCatalog()
            playground.reload(
                presets: catalog.entries.map(\.spec), problems: catalog.problems.map(\.description),
                documents: catalog.documents)
        }
        return command
    }

    /// Writes a saved preset (`OutputFile`: through a link, mode and owner kept, a read-only file
    /// only when confirmed), creating the user folder when a built-in preset is first saved; why
    /// not, when it cannot.
    static func write(_ save: EditState.Save, calls: OutputFile.Calls = .system) -> EditState.SaveFailure? {
        let folder = OutputFile.folder(of: save.path)
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            return EditState.SaveFailure(message: "cannot create the folder \(folder): " + whyNoFolder(folder, error: error))
        }
        do {
            try OutputFile.replace(
                save.path, with: Array(save.text.utf8), policy: OutputFile.Policy(writesDevices: false, replacesReadOnly: save.replacesReadOnly), calls: calls)
        } catch {
            return EditState.SaveFailure(message: error.description, isReadOnly: error.kind == .readOnly)
        }
        return nil
    }

    /// Why `folder` could not be made, naming the part of its path in the way: the nearest
    /// existing ancestor when it is a file or read-only; else the system's reason.
    static func whyNoFolder(_ folder: String, error: any Error) -> String {
        var ancestor = folder
        var isFolder: ObjCBool = false
        while !ancestor.isEmpty, ancestor != "/", !FileManager.default.fileExists(atPath: ancestor, isDirectory: &isFolder) {
            ancestor = (ancestor as NSString).deletingLastPathComponent
        }
        if ancestor.isEmpty { ancestor = "." }
        if FileManager.default.fileExists(atPath: ancestor, isDirectory: &isFolder), !isFolder.boolValue {
            return "\(ancestor) is a file, not a folder"
        }
        if !FileManager.default.isWritableFile(atPath: ancestor) { return "\(ancestor) is read-only" }
        return (error as NSError).localizedDescription
    }

    var isAnimating: Bool { playground.isAnimating }
    /// What wakes the idle run loop for this app: the watcher's descriptor, when it watches.
    var wakeSources: [WakeSource] { watcher.map { [WakeSource(readable: $0.descriptor)] } ?? [] }
    func view(columns: Int, rows: Int) -> CellGrid { playground.view(columns: columns, rows: rows) }
}
