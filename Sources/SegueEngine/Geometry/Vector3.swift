/// A point or direction in 3D, in points: x right, y down, z toward the viewer (Core Animation).
public struct Vector3: Hashable, Sendable {
    /// The x component (points, or radians about x for a rotation).
    public var x: Double
    /// The y component (points, or radians about y for a rotation).
    public var y: Double
    /// The z component, toward the viewer (points, or radians about z for a rotation).
    public var z: Double

    /// The vector (`x`, `y`, `z`).
    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// All three components 0.
    public static let zero = Vector3(x: 0, y: 0, z: 0)
}
