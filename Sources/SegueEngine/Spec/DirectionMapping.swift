/// How a transition written for one direction plays in another: a mirror or an axis swap of the
/// container's plane (a signed permutation of x and y, z untouched), not four copies of the file.
///
/// Every direction is a reflection of `fromRight`: `fromLeft` mirrors x; `fromBottom` swaps x and y
/// (so an offset of +W along x becomes +H along y); `fromTop` swaps and negates both. A pose maps
/// exactly: translations and anchors as vectors, scale factors follow their axes, and rotations as
/// axial vectors (a reflection turns Ry(a) into Rx(−a) for the swap, Ry(−a) for the mirror), and a
/// whole matrix by conjugation (L⁻¹ · M · L). Two caveats: a view rotated about both x and y at once
/// composes its rotations in a fixed order, so after a swap that order is approximate; and a
/// matrix interpolates in the canonical frame before it is mapped, which after a swap differs from
/// interpolating the mapped matrices only when the matrices carry skew.
public struct DirectionMapping: Hashable, Sendable {
    /// The image of the unit x axis and of the unit y axis: (xx, xy) and (yx, yy), each −1, 0 or 1.
    public let xx: Double, xy: Double, yx: Double, yy: Double

    /// The mapping that changes nothing: the direction the spec is written for.
    public static let identity = DirectionMapping(xx: 1, xy: 0, yx: 0, yy: 1)

    init(xx: Double, xy: Double, yx: Double, yy: Double) {
        self.xx = xx
        self.xy = xy
        self.yx = yx
        self.yy = yy
    }

    /// The mapping that turns a transition written for `canonical` into one for `target`.
    public init(from canonical: Direction, to target: Direction) {
        let a = DirectionMapping.fromRight(to: canonical)
        let b = DirectionMapping.fromRight(to: target)
        self = b.concatenating(a.inverse)
    }

    private static func fromRight(to d: Direction) -> DirectionMapping {
        switch d {
        case .fromRight: .identity
        case .fromLeft: DirectionMapping(xx: -1, xy: 0, yx: 0, yy: 1)
        case .fromBottom: DirectionMapping(xx: 0, xy: 1, yx: 1, yy: 0)
        case .fromTop: DirectionMapping(xx: 0, xy: -1, yx: -1, yy: 0)
        }
    }

    /// True when x and y trade places (W and H trade too).
    public var swapsAxes: Bool { xx == 0 }
    /// +1 for a rotation of the plane, −1 for a reflection.
    public var determinant: Double { xx * yy - xy * yx }

    /// `self` then `other`.
    func concatenating(_ other: DirectionMapping) -> DirectionMapping {
        // Images of the axes under other∘self.
        let (ax, ay) = other.map(xx, xy)
        let (bx, by) = other.map(yx, yy)
        return DirectionMapping(xx: ax, xy: ay, yx: bx, yy: by)
    }

    var inverse: DirectionMapping { DirectionMapping(xx: xx, xy: yx, yx: xy, yy: yy) }

    /// The image of a vector (dx, dy).
    public func map(_ dx: Double, _ dy: Double) -> (Double, Double) {
        (dx * xx + dy * yx, dx * xy + dy * yy)
    }

    /// The image of a direction.
    public func map(_ d: Direction) -> Direction {
        let (dx, dy) = map(d.unitVector.dx, d.unitVector.dy)
        return Direction.allCases.first { $0.unitVector.dx == dx && $0.unitVector.dy == dy } ?? d
    }

    /// The container in the canonical frame: the real container with its sides swapped when the
    /// mapping swaps axes (so `W` in the file means the length along the canonical x axis).
    public func canonicalContainer(for container: Size) -> Size { swapsAxes ? container.swapped : container }

    /// A pose computed in the canonical frame (`canonical` container), seen in the real one.
    public func map(_ pose: ViewPose, canonical: Size, container: Size) -> ViewPose {
        if self == .identity { return pose }
        var p = pose
        let f = pose.frame
        let corners = [Point(x: f.minX, y: f.minY), Point(x: f.maxX, y: f.maxY)].map { c -> Point in
            let (dx, dy) = map(c.x - canonical.width / 2, c.y - canonical.height / 2)
            return Point(x: container.width / 2 + dx, y: container.height / 2 + dy)
        }
        p.frame = Rect(
            x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y),
            width: abs(corners[1].x - corners[0].x), height: abs(corners[1].y - corners[0].y))
        let (tx, ty) = map(pose.translation.x, pose.translation.y)
        p.translation = Vector3(x: tx, y: ty, z: pose.translation.z)
        if swapsAxes { (p.scaleX, p.scaleY) = (pose.scaleY, pose.scaleX) }
        let (rx, ry) = map(pose.rotation.x, pose.rotation.y)
        p.rotation = Vector3(x: determinant * rx, y: determinant * ry, z: determinant * pose.rotation.z)
        let (ax, ay) = map(pose.anchor.x - 0.5, pose.anchor.y - 0.5)
        p.anchor = Point(x: 0.5 + ax, y: 0.5 + ay)
        if !pose.matrix.isIdentity { p.matrix = inverse.transform.concatenating(pose.matrix).concatenating(transform) }
        return p
    }

    /// The mapping as a transform of space (x and y permuted and signed, z kept).
    var transform: Transform3D {
        var t = Transform3D.identity
        t.m11 = xx
        t.m12 = xy
        t.m21 = yx
        t.m22 = yy
        return t
    }
}
