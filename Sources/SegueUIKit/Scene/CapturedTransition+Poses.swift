import SegueEngine

extension CapturedTransition {
    /// Every layer that draws as a pose, in drawing order: what `segue render --format json` prints
    /// for a UIKit transition. The frame is the layer's bounds with its anchor point where the
    /// screen shows it, and `matrix` the whole map from the layer to the screen about that point
    /// (the layer's and its superlayers' transforms, sublayer transforms with their perspective,
    /// and each flattening), so the pose projects onto the same corners as the scene's view.
    func poses(trackProgress: [Double]) -> [ViewPose] {
        let (tree, states) = presentation(trackProgress: trackProgress)
        return tree.drawn(states: states).map { drawn in
            let state = drawn.state
            let anchor = state.anchorInBounds
            let pivot = drawn.toScreen.project(Vector3(x: anchor.x, y: anchor.y, z: anchor.z)).point
            let size = state.bounds.size
            let origin = Point(x: pivot.x - state.anchorPoint.x * size.width, y: pivot.y - state.anchorPoint.y * size.height)
            // p in the frame is the bounds point p − origin + bounds.origin; about the pivot.
            let matrix = Transform3D.translation(x: pivot.x + state.bounds.origin.x - origin.x, y: pivot.y + state.bounds.origin.y - origin.y)
                .concatenating(drawn.toScreen)
                .concatenating(.translation(x: -pivot.x, y: -pivot.y))
            let v = drawn.view
            return ViewPose(
                id: v.id, role: v.role, label: v.label, frame: Rect(origin: origin, size: size), matrix: matrix, anchor: state.anchorPoint,
                alpha: v.alpha, zIndex: v.zIndex, style: v.style, doubleSided: state.isDoubleSided)
        }
    }
}
