import Foundation
import SegueEngine

/// The layer properties Segue draws, and the parts of them a Core Animation key path can name
/// (`position.x`, `bounds.size`, `transform.rotation.z`). A key path outside this set is accepted by
/// `CALayer.add(_:forKey:)` and listed as "not drawn" (docs/uikit-layer.md, "What is drawn").
struct LayerKeyPath: Hashable, Sendable, CustomStringConvertible {
    enum Property: String, Hashable, Sendable, CaseIterable {
        case bounds, position, anchorPoint, anchorPointZ, transform, sublayerTransform, zPosition, opacity, backgroundColor, cornerRadius
    }

    /// A part of a property's value. For the transforms, the parts of its decomposition.
    enum Component: String, Hashable, Sendable {
        case x, y, origin, size
        case originX = "origin.x"
        case originY = "origin.y"
        case width = "size.width"
        case height = "size.height"
        case scale
        case scaleX = "scale.x"
        case scaleY = "scale.y"
        case scaleZ = "scale.z"
        case rotationX = "rotation.x"
        case rotationY = "rotation.y"
        case rotationZ = "rotation.z"
        case translation
        case translationX = "translation.x"
        case translationY = "translation.y"
        case translationZ = "translation.z"
    }

    var property: Property
    var component: Component?

    init(_ property: Property, _ component: Component? = nil) {
        self.property = property
        self.component = component
    }

    /// Parses a Core Animation key path; nil for one Segue does not draw.
    init?(_ keyPath: String) {
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard let property = Property(rawValue: parts[0]) else { return nil }
        self.property = property
        guard parts.count == 2 else {
            component = nil
            return
        }
        // `transform.rotation` is the turn about z; `bounds.width` is not a key path, `bounds.size.width` is.
        let rest = parts[1] == "rotation" ? "rotation.z" : parts[1]
        guard let component = Component(rawValue: rest), Self.allows(property, component) else { return nil }
        self.component = component
    }

    private static func allows(_ p: Property, _ c: Component) -> Bool {
        switch p {
        case .position, .anchorPoint: [.x, .y].contains(c)
        case .bounds: [.origin, .size, .originX, .originY, .width, .height].contains(c)
        case .transform, .sublayerTransform:
            [.scale, .scaleX, .scaleY, .scaleZ, .rotationX, .rotationY, .rotationZ, .translation, .translationX, .translationY, .translationZ].contains(c)
        default: false
        }
    }

    var description: String { component.map { "\(property.rawValue).\($0.rawValue)" } ?? property.rawValue }
}

extension LayerState {
    /// The value at `key` (a transform part read from the transform's decomposition).
    subscript(key: LayerKeyPath) -> AnimatableValue {
        get {
            guard let component = key.component else { return self[key.property] }
            switch (self[key.property], component) {
            case (.point(let p), .x): return .number(p.x)
            case (.point(let p), .y): return .number(p.y)
            case (.rect(let r), .origin): return .point(r.origin)
            case (.rect(let r), .size): return .size(r.size)
            case (.rect(let r), .originX): return .number(r.minX)
            case (.rect(let r), .originY): return .number(r.minY)
            case (.rect(let r), .width): return .number(r.width)
            case (.rect(let r), .height): return .number(r.height)
            case (.transform(let t), let c): return Self.part(c, of: t)
            default: return self[key.property]
            }
        }
        set {
            guard let component = key.component else {
                self[key.property] = newValue
                return
            }
            switch (self[key.property], component, newValue) {
            case (.point(var p), .x, .number(let v)):
                p.x = v
                self[key.property] = .point(p)
            case (.point(var p), .y, .number(let v)):
                p.y = v
                self[key.property] = .point(p)
            case (.rect(var r), .origin, .point(let v)):
                r.origin = v
                self[key.property] = .rect(r)
            case (.rect(var r), .size, .size(let v)):
                r.size = v
                self[key.property] = .rect(r)
            case (.rect(var r), .originX, .number(let v)):
                r.origin.x = v
                self[key.property] = .rect(r)
            case (.rect(var r), .originY, .number(let v)):
                r.origin.y = v
                self[key.property] = .rect(r)
            case (.rect(var r), .width, .number(let v)):
                r.size.width = v
                self[key.property] = .rect(r)
            case (.rect(var r), .height, .number(let v)):
                r.size.height = v
                self[key.property] = .rect(r)
            case (.transform(let t), let c, _): self[key.property] = .transform(Self.replacing(c, of: t, with: newValue))
            default: break
            }
        }
    }

    /// The whole value of a property.
    subscript(property: LayerKeyPath.Property) -> AnimatableValue {
        get {
            switch property {
            case .bounds: .rect(bounds)
            case .position: .point(position)
            case .anchorPoint: .point(anchorPoint)
            case .anchorPointZ: .number(anchorPointZ)
            case .transform: .transform(transform)
            case .sublayerTransform: .transform(sublayerTransform)
            case .zPosition: .number(zPosition)
            case .opacity: .number(opacity)
            case .backgroundColor: .color(backgroundColor ?? .clear)
            case .cornerRadius: .number(cornerRadius)
            }
        }
        set {
            switch (property, newValue) {
            case (.bounds, .rect(let v)): bounds = v
            case (.position, .point(let v)): position = v
            case (.anchorPoint, .point(let v)): anchorPoint = v
            case (.anchorPointZ, .number(let v)): anchorPointZ = v
            case (.transform, .transform(let v)): transform = v
            case (.sublayerTransform, .transform(let v)): sublayerTransform = v
            case (.zPosition, .number(let v)): zPosition = v
            case (.opacity, .number(let v)): opacity = v
            case (.backgroundColor, .color(let v)): backgroundColor = v
            case (.cornerRadius, .number(let v)): cornerRadius = v
            default: break
            }
        }
    }

    private static func part(_ c: LayerKeyPath.Component, of t: Transform3D) -> AnimatableValue {
        let d = t.decomposition ?? Transform3D.identity.decomposition!
        switch c {
        case .scale: return .number((d.scale.x + d.scale.y + d.scale.z) / 3)
        case .scaleX: return .number(d.scale.x)
        case .scaleY: return .number(d.scale.y)
        case .scaleZ: return .number(d.scale.z)
        case .rotationX: return .number(d.rotation.angle(about: \.x))
        case .rotationY: return .number(d.rotation.angle(about: \.y))
        case .rotationZ: return .number(d.rotation.angle(about: \.z))
        case .translation: return .size(Size(width: d.translation.x, height: d.translation.y))
        case .translationX: return .number(d.translation.x)
        case .translationY: return .number(d.translation.y)
        case .translationZ: return .number(d.translation.z)
        default: return .transform(t)
        }
    }

    /// `t` with one part of its decomposition replaced, as Core Animation sets `transform.scale` and
    /// its siblings: the other parts stay (a rotation replaces the whole turn).
    private static func replacing(_ c: LayerKeyPath.Component, of t: Transform3D, with value: AnimatableValue) -> Transform3D {
        guard var d = t.decomposition ?? Transform3D.identity.decomposition else { return t }
        switch (c, value) {
        case (.scale, .number(let v)): d.scale = Vector3(x: v, y: v, z: v)
        case (.scaleX, .number(let v)): d.scale.x = v
        case (.scaleY, .number(let v)): d.scale.y = v
        case (.scaleZ, .number(let v)): d.scale.z = v
        case (.rotationX, .number(let v)): d.rotation = Quaternion(angle: v, axis: Vector3(x: 1, y: 0, z: 0))
        case (.rotationY, .number(let v)): d.rotation = Quaternion(angle: v, axis: Vector3(x: 0, y: 1, z: 0))
        case (.rotationZ, .number(let v)): d.rotation = Quaternion(angle: v, axis: Vector3(x: 0, y: 0, z: 1))
        case (.translation, .size(let v)): d.translation = Vector3(x: v.width, y: v.height, z: d.translation.z)
        case (.translationX, .number(let v)): d.translation.x = v
        case (.translationY, .number(let v)): d.translation.y = v
        case (.translationZ, .number(let v)): d.translation.z = v
        default: return t
        }
        return Transform3D(d)
    }
}

extension Quaternion {
    /// The turn about one axis, radians, when the quaternion turns about that axis alone (0 otherwise).
    fileprivate func angle(about axis: KeyPath<Quaternion, Double>) -> Double {
        let others = [\Quaternion.x, \.y, \.z].filter { $0 != axis }.map { abs(self[keyPath: $0]) }
        guard others.allSatisfy({ $0 < 1e-12 }) else { return 0 }
        return 2 * atan2(self[keyPath: axis], w)
    }
}
