import Foundation

/// Everything that decides how one view looks at one moment, before projection: its frame, its
/// transform in decomposed form, opacity, depth order and style.
///
/// The transform follows Core Animation: about the anchor point, a point goes first through
/// `matrix` (a whole `CATransform3D` a track sets, identity unless one does), then is scaled,
/// rotated about x, then y, then z, then translated; the view's own perspective (m34 = −1/d)
/// applies about the anchor too. The anchor is only the pivot: moving it does not move the view
/// (the compensating translation ADTransitionController writes by hand is implied). The separate
/// components interpolate linearly; `matrix` interpolates by its decomposed parts, as Core Animation
/// interpolates between two transforms (docs/transforms.md).
public struct ViewPose: Hashable, Sendable {
    /// Unique within the scene; the standard roles use their role's name.
    public var id: String
    /// The part the view plays (presenting, presented, …).
    public var role: ViewRole
    /// What the renderer writes on the view; `id` unless given (empty: no label).
    public var label: String
    /// The untransformed frame in container points.
    public var frame: Rect
    /// Points; z toward the viewer.
    public var translation: Vector3
    /// Horizontal scale about the anchor (1 = none).
    public var scaleX: Double
    /// Vertical scale about the anchor (1 = none).
    public var scaleY: Double
    /// Radians about x, y, z.
    public var rotation: Vector3
    /// A whole transform set on the layer (a track's `transform` keyframes), applied before the
    /// components above; identity when no track sets one.
    public var matrix: Transform3D
    /// Unit coordinates of the frame; (0.5, 0.5) is the centre.
    public var anchor: Point
    /// The view's own eye distance in points; 0 = none.
    public var perspective: Double
    /// Points toward the viewer, added after the whole transform (Core Animation's `zPosition`):
    /// a depth offset that rides on top of the transform instead of being turned by it.
    public var zPosition: Double
    /// The view's scroll content (its `viewLength` is taken from `frame`); nil for none.
    public var scroll: SceneView.Scroll? = nil
    /// Opacity, 0…1.
    public var alpha: Double
    /// Order among views at equal depth (higher draws on top).
    public var zIndex: Int
    /// How the renderer fills it.
    public var style: ViewStyle
    /// False hides the view while it is seen from behind (Core Animation's `doubleSided = NO`).
    public var doubleSided: Bool

    /// A pose; every transform component defaults to none. Lengths in points, angles in radians.
    public init(
        id: String, role: ViewRole, label: String? = nil, frame: Rect, translation: Vector3 = .zero,
        scaleX: Double = 1, scaleY: Double = 1, rotation: Vector3 = .zero, matrix: Transform3D = .identity, anchor: Point = Point(x: 0.5, y: 0.5),
        perspective: Double = 0, zPosition: Double = 0, alpha: Double = 1, zIndex: Int = 0, style: ViewStyle = ViewStyle(),
        doubleSided: Bool = true
    ) {
        self.id = id
        self.role = role
        self.label = label ?? id
        self.frame = frame
        self.translation = translation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.matrix = matrix
        self.anchor = anchor
        self.perspective = perspective
        self.zPosition = zPosition
        self.alpha = alpha
        self.zIndex = zIndex
        self.style = style
        self.doubleSided = doubleSided
    }

    /// The layer's own transform, about its anchor point (Core Animation's `layer.transform`):
    /// `matrix`, scale, rotation about x, y, z, translation, then its own perspective. No `zPosition`.
    public var layerTransform: Transform3D {
        var t = Transform3D.scale(x: scaleX, y: scaleY)
        if !matrix.isIdentity { t = matrix.concatenating(t) }
        if rotation.x != 0 { t = t.rotatedX(rotation.x) }
        if rotation.y != 0 { t = t.rotatedY(rotation.y) }
        if rotation.z != 0 { t = t.rotatedZ(rotation.z) }
        t = t.translated(x: translation.x, y: translation.y, z: translation.z)
        // An eye nearer than 1 pt is flat, as 0: m34 = −1/d would leave the range of a Double
        // (docs/hardening.md, "Every number is finite").
        if perspective >= 1 { t = t.concatenating(.perspective(distance: perspective)) }
        return t
    }

    /// The view's transform in container coordinates: `layerTransform` about the anchor point,
    /// then its `zPosition`.
    public var transform: Transform3D {
        let pivot = Vector3(x: frame.origin.x + anchor.x * frame.width, y: frame.origin.y + anchor.y * frame.height, z: 0)
        let t = layerTransform.about(pivot)
        return zPosition == 0 ? t : t.translated(x: 0, y: 0, z: zPosition)
    }

    /// The scene view: the four corners through `transform`, then through `stage` (the transform
    /// of a layer that holds every view, ADTransitionController's animated wrapper), then through
    /// the container's perspective (`containerPerspective` > 0: eye distance about the container's
    /// centre, like a `sublayerTransform`), projected; depth is the corners' mean z; alpha clamped
    /// to 0…1, and 0 when the view is not `doubleSided` and faces away.
    public func sceneView(container: Size, containerPerspective: Double = 0, stage: Transform3D = .identity) -> SceneView {
        var total = transform
        if !stage.isIdentity { total = total.concatenating(stage) }
        if containerPerspective >= 1 {
            let centre = Vector3(x: container.width / 2, y: container.height / 2, z: 0)
            total = total.concatenating(Transform3D.perspective(distance: containerPerspective).about(centre))
        }
        // Coordinates past ±1e12 points (a preset's numbers at their bounds, multiplied) are
        // clamped there, so no scene holds a number that is not finite.
        let corners = Quad(frame).corners.map { total.project(Vector3(x: $0.x, y: $0.y, z: 0)) }.map { corner in
            (point: Point(x: Self.bounded(corner.point.x), y: Self.bounded(corner.point.y)), depth: Self.bounded(corner.depth))
        }
        let quad = Quad(topLeft: corners[0].point, topRight: corners[1].point, bottomRight: corners[2].point, bottomLeft: corners[3].point)
        let depth = corners.map(\.depth).reduce(0, +) / 4
        var view = SceneView(id: id, role: role, label: label, quad: quad, alpha: alpha.clamped(to: 0...1), depth: depth, zIndex: zIndex, style: style)
        if !doubleSided, view.isFacingAway { view.alpha = 0 }
        if var scroll {
            scroll.viewLength = scroll.horizontal ? frame.width : frame.height
            view.scroll = scroll
        }
        return view
    }

    /// `value` within ±1e12; NaN is 0.
    static func bounded(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, -1e12), 1e12) }
}

extension Scene {
    /// A scene from poses: views ordered by `zIndex` (stable, so equal indices keep their order),
    /// each drawn through `stage` (see `ViewPose.sceneView`).
    public init(
        container: Size, background: RGBColor = .containerBackground, poses: [ViewPose], perspective: Double = 0,
        stage: Transform3D = .identity
    ) {
        self.init(
            container: container, background: background,
            views: ViewPose.drawingOrder(poses).map { $0.sceneView(container: container, containerPerspective: perspective, stage: stage) })
    }
}

extension ViewPose {
    /// The poses ordered by `zIndex`, stably (equal indices keep their order): the order views are drawn in.
    public static func drawingOrder(_ poses: [ViewPose]) -> [ViewPose] {
        poses.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }
}
