import SegueEngine

extension UIKitHost {
    /// The window's layer tree now, as a value: every layer's model, with the roles the last
    /// transition gives its views (docs/uikit-layer.md, "Scene").
    func snapshot() -> LayerTree {
        var nodes: [LayerTree.Node] = []
        let record = transitions.last
        func add(_ layer: CALayer) -> Int {
            let index = nodes.count
            let view = layer.owningView
            let role = view.flatMap { record?.role(of: $0) }
            var appearance = LayerTree.Appearance.plain
            if let effectView = view as? UIVisualEffectView, effectView.effect is UIBlurEffect {
                appearance = .blur
            } else if role == .presenting || role == .presented {
                appearance = .screen
            }
            nodes.append(
                LayerTree.Node(
                    id: layer.id, state: layer.modelState, isTransformLayer: !layer.flattensSublayers, appearance: appearance, role: role,
                    name: layer.name ?? view?.accessibilityIdentifier, children: []))
            let children = (layer.sublayers ?? []).map(add)
            nodes[index].children = children
            return index
        }
        _ = add(window.layer)
        return LayerTree(nodes: nodes)
    }
}

extension UIKitHost {
    /// What is on screen now, as a scene: the window's tree with every animation applied at the
    /// current virtual time (the live form of a captured transition's scene).
    public func scene() -> Scene {
        let tree = snapshot()
        let states = tree.nodes.map { node in
            node.state.presentation(capture.animations(of: node.id), at: now) { progress(of: $0, at: now) }
        }
        let background = window.layer.modelState.backgroundColor.map(\.rgb) ?? .containerBackground
        return tree.scene(states: states, container: Size(width: Double(screenSize.width), height: Double(screenSize.height)), background: background)
    }
}
