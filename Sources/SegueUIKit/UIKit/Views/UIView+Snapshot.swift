import SegueEngine

extension UIView {
    /// A frozen copy of the view's subtree (Segue's stand-in for UIKit's picture of it,
    /// docs/uikit-gaps.md): new views and layers with the same geometry, colours, opacity and
    /// order, which later changes to the original do not reach. The copy sits at (0, 0) with the
    /// view's bounds size and no transform, for the caller to place, as UIKit's snapshot does.
    /// `afterScreenUpdates` true copies the model (pending changes applied), false what is on
    /// screen now (the animations' current values).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let host = UIKitHost.current
        host.approximate(.snapshotView)
        let copy = frozenCopy(afterUpdates, host)
        var root = copy.layer.modelState
        root.transform = .identity
        root.zPosition = 0
        root.isHidden = false
        root.bounds.origin = .zero
        root.position = Point(x: root.anchorPoint.x * root.bounds.width, y: root.anchorPoint.y * root.bounds.height)
        copy.layer.setModel(root)
        return copy
    }

    /// A new view (a blur stays a blur) with this one's layer state and copies of its sublayers.
    private func frozenCopy(_ afterUpdates: Bool, _ host: UIKitHost) -> UIView {
        let copy: UIView
        if let effectView = self as? UIVisualEffectView {
            copy = UIVisualEffectView(effect: effectView.effect)
        } else {
            copy = layer.flattensSublayers ? UIView() : TransformLayerView()
        }
        copy.layer.setModel(afterUpdates ? layer.modelState : host.presentationState(of: layer))
        copy.layer.name = layer.name
        for sublayer in layer.sublayers ?? [] {
            if let view = sublayer.owningView {
                copy.addSubview(view.frozenCopy(afterUpdates, host))
            } else {
                copy.layer.addSublayer(sublayer.frozenCopy(afterUpdates, host))
            }
        }
        return copy
    }
}

extension CALayer {
    /// A new layer with this one's state and copies of its sublayers.
    fileprivate func frozenCopy(_ afterUpdates: Bool, _ host: UIKitHost) -> CALayer {
        let copy = flattensSublayers ? CALayer() : CATransformLayer()
        copy.setModel(afterUpdates ? modelState : host.presentationState(of: self))
        copy.name = name
        for sublayer in sublayers ?? [] { copy.addSublayer(sublayer.frozenCopy(afterUpdates, host)) }
        return copy
    }
}

/// A view whose layer keeps its sublayers in 3D, for copies of such views.
private final class TransformLayerView: UIView {
    override class var layerClass: AnyClass { CATransformLayer.self }
}
