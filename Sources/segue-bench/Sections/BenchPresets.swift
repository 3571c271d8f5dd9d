import SegueEngine
import SeguePresets

/// The presets the engine, render and terminal sections play, from the built-in catalog: a 2D one
/// (`slide-over`, Segue's reference slide) and a 3D one (`cube`, ADCubeTransition with perspective).
struct BenchPreset {
    /// The label in figure names, e.g. "slide-over 2D".
    var name: String
    var spec: TransitionSpec

    /// The preset's first operation in its default direction, in a portrait phone.
    func transition(container: Size = .phonePortrait) -> SpecTransition {
        try! spec.transition(for: spec.operations[0], container: container)
    }
}

extension BenchPreset {
    static let catalog = PresetCatalog.builtIn()

    static let all: [BenchPreset] = [named("slide-over", "2D"), named("cube", "3D")]

    /// The catalog's preset `name`; the bench stops with a message when it is missing.
    static func named(_ name: String, _ kind: String) -> BenchPreset {
        guard let spec = catalog[name] else { fatalError("segue-bench: the built-in catalog has no preset '\(name)'") }
        return BenchPreset(name: "\(name) \(kind)", spec: spec)
    }

    /// The preset whose catalog name is `name` (the first word of its label).
    static func find(_ name: String) -> BenchPreset? {
        all.first { $0.spec.name == name }
    }
}
