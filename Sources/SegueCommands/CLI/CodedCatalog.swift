import SegueEngine
import SeguePresets

/// The transitions written in code that a program adds to `segue`'s catalog
/// (`Segue.main(transitions:)`, `Segue.play`): every command that takes a preset's name also takes
/// theirs.
///
/// They come after the presets in `list` and in the playground. One named like a preset hides that
/// preset (the program is the user's own); with `builtIns` false they are the whole catalog (no
/// built-in, user-folder or `--presets` presets).
public struct CodedCatalog: Sendable {
    /// In catalog order.
    public var transitions: [any Transition]
    /// False: the presets are not listed, and their names are unknown.
    public var builtIns: Bool

    public init(_ transitions: [any Transition], builtIns: Bool = true) {
        self.transitions = transitions
        self.builtIns = builtIns
    }

    /// No coded transitions: `segue` itself.
    public static let none = CodedCatalog([])

    /// The transition named `name`, if one is.
    func transition(named name: String) -> (any Transition)? { transitions.first { $0.name == name } }

    /// The names of the presets of `catalog` that are listed beside these: none without `builtIns`,
    /// else those no coded transition hides.
    func presetNames(_ catalog: PresetCatalog) -> [String] {
        guard builtIns else { return [] }
        let hidden = Set(transitions.map(\.name))
        return catalog.names.filter { !hidden.contains($0) }
    }

    /// Every name a command takes: the listed presets, then the coded transitions.
    func names(_ catalog: PresetCatalog) -> [String] { presetNames(catalog) + transitions.map(\.name) }
}
