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
                approximate(.blur)
                appearance = .blur
            } else if role == .presenting || role == .presented {
                appearance = .screen
            }
            nodes.append(
                LayerTree.Node(
                    id: layer.id, state: layer.modelState, isTransformLayer: !layer.flattensSublayers, appearance: appearance, role: role,
                    name: layer.name ?? view?.accessibilityIdentifier, mask: mask(of: layer), children: []))
            if let imageView = view as? UIImageView, imageView.image != nil { approximate(.image) }
            if layer.masksToBounds || layer.mask != nil, layer.sublayers?.isEmpty == false { approximate(.clipping) }
            if let shape = layer as? CAShapeLayer, shape.path != nil, shape.fillColor != nil || shape.strokeColor != nil { approximate(.shapeLayer) }
            let children = (layer.sublayers ?? []).map(add)
            nodes[index].children = children
            return index
        }
        _ = add(window.layer)
        return LayerTree(nodes: nodes)
    }
}

extension UIKitHost {
    /// What `layer`'s mask leaves of it, in its own coordinates: a plain mask layer's frame (with its
    /// corner radius), a shape layer's rectangle, rounded rectangle or ellipse, moved by the mask's
    /// frame. Nil without a mask, or for a path of another shape (not drawn, noted).
    fileprivate func mask(of layer: CALayer) -> LayerTree.Mask? {
        guard let mask = layer.mask else { return nil }
        if !capture.animations(of: mask.id).isEmpty { approximate(.maskAnimation) }
        let frame = mask.modelState.frame
        guard let shape = mask as? CAShapeLayer else { return LayerTree.Mask(rect: frame, cornerRadius: mask.modelState.cornerRadius) }
        func moved(_ r: Rect) -> Rect { Rect(x: r.minX + frame.minX, y: r.minY + frame.minY, width: r.width, height: r.height) }
        switch shape.path?.shape {
        case .rect(let r): return LayerTree.Mask(rect: moved(r), cornerRadius: 0)
        case .roundedRect(let r, let radius): return LayerTree.Mask(rect: moved(r), cornerRadius: radius)
        case .ellipse(let r):
            if abs(r.width - r.height) > 1e-9 { approximate(.ellipseMask) }
            return LayerTree.Mask(rect: moved(r), cornerRadius: min(r.width, r.height) / 2)
        default:
            approximate(.pathMask)
            return nil
        }
    }
}

extension UIKitHost {
    /// What is on screen now, as a scene: the window's tree with every animation applied at the
    /// current virtual time (the live form of a captured transition's scene).
    public func scene() -> Scene {
        let tree = snapshot()
        let states = tree.nodes.map { node in
            presentation(of: node.state, capture.animations(of: node.id), at: now)
        }
        let background = window.layer.modelState.backgroundColor.map(\.rgb) ?? .containerBackground
        return tree.scene(states: states, container: Size(width: Double(screenSize.width), height: Double(screenSize.height)), background: background)
    }
}
