import SegueEngine

/// A snapshot of a layer tree's model, as a value: what the window holds at one moment, layer by
/// layer in sublayer order, with what Segue needs to draw each one. Made by `CALayer.snapshot()`;
/// turned into a `Scene` by `LayerTree.scene(…)`.
struct LayerTree: Hashable, Sendable {
    /// How a layer is drawn, decided from its view when it has one.
    enum Appearance: Hashable, Sendable {
        /// Nothing of its own (a container); only its background colour when it has one.
        case plain
        /// A view controller's root view: a screen with stand-in content (title bar, rows).
        case screen
        /// A blur (`UIVisualEffectView` with a blur effect): the renderer's veil.
        case blur
    }

    struct Node: Hashable, Sendable {
        var id: LayerID
        var state: LayerState
        /// A `CATransformLayer`: its sublayers keep their depth instead of being flattened into it.
        var isTransformLayer: Bool
        var appearance: Appearance
        /// The role the transition gives the view (presenting, presented, background), if any.
        var role: ViewRole?
        /// A name to identify it by: the layer's `name`, else nothing.
        var name: String?
        /// The part its mask leaves, in the layer's own coordinates, if it has a mask Segue draws.
        var mask: Mask?
        /// Indices into `nodes`, in sublayer order.
        var children: [Int]
    }

    /// What a mask leaves of a layer: a rectangle with rounded corners (an ellipse is a rectangle
    /// whose corner radius is half its shorter side).
    struct Mask: Hashable, Sendable {
        var rect: Rect
        var cornerRadius: Double
    }

    /// Depth first, in sublayer order; the root first.
    var nodes: [Node]

    /// The index of the layer with `id`.
    func index(of id: LayerID) -> Int? { nodes.firstIndex { $0.id == id } }
}

/// The model of the window at one moment of the virtual clock: the tree after everything that
/// happened at `time` (a completion handler, a non-animated change, a view added or removed).
struct ModelFrame: Hashable, Sendable {
    var time: Double
    var tree: LayerTree
}
