import SegueEngine

/// A layer tree as a `Scene`, the way Core Animation composes and draws it (docs/uikit-layer.md,
/// "Scene"):
/// - depth first, each layer under its sublayers, siblings in sublayer order (stably by
///   `zPosition` first);
/// - a layer's corners through its anchor, transform and position, its superlayer's sublayer
///   transform, and so on up to the window and the screen;
/// - every layer that is not a `CATransformLayer` flattens its sublayers into its own plane: they
///   never sort by depth against anything outside it. Inside a `CATransformLayer` the sublayers
///   (each with its flattened subtree) sort by depth, back to front;
/// - opacity multiplies down the tree; a hidden layer and its sublayers are skipped; a layer that is
///   not double-sided is invisible while it faces away.
///
/// The scene's views come out in drawing order with depth 0 (everything is flattened into the
/// screen at last) and rising `zIndex`, so the renderer's depth sort keeps that order.
extension LayerTree {
    /// The scene when the layers look like `states` (one per node, presentation values).
    func scene(states: [LayerState], container: Size, background: RGBColor) -> Scene {
        Scene(container: container, background: background, views: drawn(states: states).map(\.view))
    }

    /// A layer that draws: its scene view, its bounds and anchor point, and the map from its own
    /// coordinates to the screen (every flattening above it applied).
    struct Drawn {
        var view: SceneView
        var state: LayerState
        var toScreen: Transform3D
    }

    /// The layers that draw, in drawing order, with depth 0 and rising `zIndex`.
    func drawn(states: [LayerState]) -> [Drawn] {
        guard !nodes.isEmpty else { return [] }
        var naming = Naming()
        var out = drawing(0, states: states, toScreen: states[0].toSuperlayer.flattened, toPlane: states[0].toSuperlayer, opacity: 1, naming: &naming)
        for i in out.indices {
            out[i].view.zIndex = i
            out[i].view.depth = 0
        }
        return out
    }

    /// Unique scene ids: the role's name for the presenting and presented views; else the layer's
    /// name (or the view's `accessibilityIdentifier`), the role's name, or `layer-N`. A named view
    /// the context takes for a dimming view (it covers the container with a colour) keeps its name.
    struct Naming {
        var used: Set<String> = []
        mutating func id(for node: Node) -> String {
            let base =
                node.role == .presenting || node.role == .presented
                ? node.role!.rawValue : node.name ?? node.role.map(\.rawValue) ?? "layer-\(node.id)"
            var id = base
            var n = 2
            while used.contains(id) {
                id = "\(base)-\(n)"
                n += 1
            }
            used.insert(id)
            return id
        }
    }

    /// The node's own view (if it draws) and then its subtree's, back to front. `toScreen` maps the
    /// node's own coordinates to the screen with every flattening above it applied.
    /// `toPlane` maps them to the coordinates of the nearest layer that flattens them (unflattened:
    /// depth is measured there).
    private func drawing(
        _ index: Int, states: [LayerState], toScreen: Transform3D, toPlane: Transform3D = .identity, opacity: Double, naming: inout Naming
    ) -> [Drawn] {
        let node = nodes[index]
        let state = states[index]
        guard !state.isHidden else { return [] }
        let alpha = opacity * state.opacity.clamped(to: 0...1)
        var out: [Drawn] = []
        if !node.isTransformLayer, let own = view(of: node, state: state, toScreen: toScreen, alpha: alpha, naming: &naming) {
            out.append(Drawn(view: own, state: state, toScreen: toScreen))
        }
        let sublayerTransform = state.sublayerTransformAboutAnchor
        if node.isTransformLayer {
            // Each sublayer is a plane of its own; the planes sort by their depth in this layer's space.
            var planes: [(depth: Double, order: Int, views: [Drawn])] = []
            for (order, child) in ordered(node.children, states).enumerated() {
                let local = states[child].toSuperlayer.concatenating(sublayerTransform)
                let plane = local.concatenating(toPlane)
                let depth = Self.meanDepth(states[child].bounds, plane)
                let views = drawing(child, states: states, toScreen: local.concatenating(toScreen), toPlane: plane, opacity: alpha, naming: &naming)
                planes.append((depth, order, views))
            }
            out += planes.sorted { ($0.depth, $0.order) < ($1.depth, $1.order) }.flatMap(\.views)
        } else {
            for child in ordered(node.children, states) {
                let local = states[child].toSuperlayer.concatenating(sublayerTransform)
                out += drawing(child, states: states, toScreen: local.flattened.concatenating(toScreen), toPlane: local, opacity: alpha, naming: &naming)
            }
        }
        return out
    }

    /// Children stably ordered by `zPosition`, as Core Animation orders siblings.
    private func ordered(_ children: [Int], _ states: [LayerState]) -> [Int] {
        children.enumerated().sorted { (states[$0.element].zPosition, $0.offset) < (states[$1.element].zPosition, $1.offset) }.map(\.element)
    }

    private static func meanDepth(_ bounds: Rect, _ t: Transform3D) -> Double {
        Quad(bounds).corners.map { t.apply(Vector3(x: $0.x, y: $0.y, z: 0)).z }.reduce(0, +) / 4
    }

    /// The scene view of one layer, or nil when it draws nothing (no colour, not a screen or a blur).
    private func view(of node: Node, state: LayerState, toScreen: Transform3D, alpha: Double, naming: inout Naming) -> SceneView? {
        let color = state.backgroundColor
        var style: ViewStyle
        var opacity = alpha
        switch node.appearance {
        case .screen:
            let fill = color.flatMap { $0.alpha > 0 ? $0.rgb : nil } ?? (node.role == .presenting ? .presentingFill : .presentedFill)
            style = ViewStyle(kind: .content, fill: fill, cornerRadius: state.cornerRadius, showsContent: true)
        case .blur:
            style = ViewStyle(kind: .blur, fill: color?.rgb ?? .dimFill, cornerRadius: state.cornerRadius, showsContent: false)
        case .plain:
            guard let color, color.alpha > 0 else { return nil }
            opacity *= color.alpha.clamped(to: 0...1)
            style = ViewStyle(kind: node.role == .background ? .dim : .card, fill: color.rgb, cornerRadius: state.cornerRadius, showsContent: false)
        }
        var rect = state.bounds
        var cornerRadius = state.cornerRadius
        if let mask = node.mask {
            let cut = CGRect(mask.rect).intersection(CGRect(state.bounds))
            guard !cut.isNull, !cut.isEmpty else { return nil }
            rect = cut.rect
            cornerRadius = mask.cornerRadius
        }
        style.cornerRadius = cornerRadius
        let corners = Quad(rect).corners.map { toScreen.project(Vector3(x: $0.x, y: $0.y, z: 0)).point }
        let quad = Quad(topLeft: corners[0], topRight: corners[1], bottomRight: corners[2], bottomLeft: corners[3])
        let id = naming.id(for: node)
        var view = SceneView(
            id: id, role: node.role ?? .own, label: node.appearance == .screen ? id : (node.name ?? ""), quad: quad, alpha: opacity, style: style)
        if !state.isDoubleSided, view.isFacingAway { view.alpha = 0 }
        return view
    }
}
