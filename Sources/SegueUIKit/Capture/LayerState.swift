import SegueEngine

/// Identifies a layer for the life of the process (creation order), so captured values can name
/// layers without holding them.
typealias LayerID = Int

/// Everything Core Animation keeps in a layer's model that decides how it is drawn, as a value: what
/// a `CALayer` holds, what a snapshot of the tree copies, and what presentation values are computed
/// into. Lengths are points in the superlayer's (position) or the layer's own (bounds) coordinates.
struct LayerState: Hashable, Sendable {
    var bounds = Rect.zero
    var position = Point.zero
    /// Unit coordinates of the bounds: the point `position` names and the transform turns about.
    var anchorPoint = Point(x: 0.5, y: 0.5)
    /// Points along z: the anchor's depth.
    var anchorPointZ = 0.0
    var transform = Transform3D.identity
    /// Applied to the sublayers, about the anchor point (perspective, usually).
    var sublayerTransform = Transform3D.identity
    /// Points toward the viewer, added after the transform; also orders siblings.
    var zPosition = 0.0
    var opacity = 1.0
    var isHidden = false
    var backgroundColor: ColorValue?
    var cornerRadius = 0.0
    var masksToBounds = false
    var isDoubleSided = true

    /// The anchor point in the layer's own coordinates (bounds origin plus anchor × size), and z.
    var anchorInBounds: Vector3 {
        Vector3(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height, z: anchorPointZ)
    }

    /// From the layer's own coordinates to its superlayer's: about the anchor, the transform, then
    /// the move to `position` and `zPosition` (Core Animation's order).
    var toSuperlayer: Transform3D {
        let a = anchorInBounds
        return Transform3D.translation(x: -a.x, y: -a.y, z: -a.z)
            .concatenating(transform)
            .concatenating(.translation(x: position.x, y: position.y, z: zPosition))
    }

    /// What the layer does to its sublayers' coordinates before `toSuperlayer`: the sublayer
    /// transform about the anchor point (identity when there is none).
    var sublayerTransformAboutAnchor: Transform3D {
        guard !sublayerTransform.isIdentity else { return .identity }
        return sublayerTransform.about(anchorInBounds)
    }

    /// The frame: the smallest rectangle in the superlayer holding the bounds' corners through
    /// `toSuperlayer` (projected). With the identity transform it is the bounds moved so the anchor sits on `position`.
    var frame: Rect {
        let t = toSuperlayer
        let corners = Quad(bounds).corners.map { t.project(Vector3(x: $0.x, y: $0.y, z: 0)).point }
        return Quad(topLeft: corners[0], topRight: corners[1], bottomRight: corners[2], bottomLeft: corners[3]).boundingBox
    }

    /// Sets the frame as UIKit does (docs/uikit-layer.md, "Frame"): with the identity, bounds.size
    /// becomes the frame's size and position its anchor point. With another transform (Apple calls
    /// the frame undefined) the transform's affine part decides: the size that transform stretches to
    /// the frame's size (kept when it cannot be solved, e.g. at 45°), and the position that puts the
    /// transformed bounds' centre on the frame's centre.
    mutating func setFrame(_ f: Rect) {
        let frame = Rect(
            x: f.width < 0 ? f.minX + f.width : f.minX, y: f.height < 0 ? f.minY + f.height : f.minY,
            width: abs(f.width), height: abs(f.height))
        if transform.isIdentity {
            bounds.size = frame.size
            position = Point(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
            return
        }
        let (a, b, c, d) = (transform.m11, transform.m12, transform.m21, transform.m22)
        // Bounding box of the transformed size: W = |a|·w + |c|·h, H = |b|·w + |d|·h. A frame of
        // the current size (only its origin set) keeps the bounds as they are.
        let current = self.frame.size
        let sameSize = abs(current.width - frame.width) <= 1e-9 * max(1, frame.width) && abs(current.height - frame.height) <= 1e-9 * max(1, frame.height)
        let det = abs(a) * abs(d) - abs(c) * abs(b)
        if !sameSize, det != 0, det.isFinite {
            let w = (abs(d) * frame.width - abs(c) * frame.height) / det
            let h = (abs(a) * frame.height - abs(b) * frame.width) / det
            if w >= 0, h >= 0 { bounds.size = Size(width: w, height: h) }
        }
        // The bounds' centre relative to the anchor, through the linear part, plus the translation.
        let ox = (0.5 - anchorPoint.x) * bounds.width
        let oy = (0.5 - anchorPoint.y) * bounds.height
        let centreOffset = Point(x: a * ox + c * oy + transform.m41, y: b * ox + d * oy + transform.m42)
        position = Point(x: frame.midX - centreOffset.x, y: frame.midY - centreOffset.y)
    }
}
