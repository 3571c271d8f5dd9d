/// A layer that keeps its sublayers in 3D: they are not flattened into its plane, so siblings sort
/// by depth among themselves (docs/uikit-layer.md, "Scene"). It draws nothing of its own.
open class CATransformLayer: CALayer {
    override var flattensSublayers: Bool { false }
}
