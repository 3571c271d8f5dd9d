import SegueEngine
import SegueText

extension SceneExport {
    /// The scene as JSON (`docs/segue-scene.schema.json`): the header
    /// fields one to a line, then one line per view, in drawing order. Numbers are rounded to 1e-9
    /// and printed in their shortest form (`JSONText.number`), so the text is stable;
    /// transforms are 16 numbers in Core Animation's m11, m12, …, m44 order.
    public var json: String {
        let n = { JSONText.number($0) }
        let q = JSONText.quote
        let trackList = tracks.map { "{\"range\": [\(n($0.range.start)), \(n($0.range.end))], \"progress\": \(n($0.progress))}" }
        var lines = [
            "{",
            "  \"preset\": \(q(preset)),",
            "  \"operation\": \(q(operation.rawValue)),",
            "  \"direction\": \(direction.map { q($0.rawValue) } ?? "null"),",
            "  \"container\": {\"width\": \(n(container.width)), \"height\": \(n(container.height)), \"perspective\": \(n(perspective)), \"background\": \(q(background.hex))},",
            "  \"progress\": {\"fractionComplete\": \(n(fractionComplete)), \"tracks\": [\(trackList.joined(separator: ", "))]},",
            "  \"stage\": {\"transform\": \(Self.json(stageTransform)), \"zPosition\": \(n(stageZPosition))},",
            "  \"views\": [",
        ]
        lines += views.enumerated().map { i, v in "    " + Self.json(v) + (i == views.count - 1 ? "" : ",") }
        lines += ["  ]", "}"]
        return lines.joined(separator: "\n")
    }

    static func json(_ view: View) -> String {
        let n = { JSONText.number($0) }
        let q = JSONText.quote
        let p = view.pose
        let s = p.style
        let c = view.projected.quad
        func point(_ pt: Point) -> String { "[\(n(pt.x)), \(n(pt.y))]" }
        let fields = [
            ("id", q(p.id)), ("role", q(p.role.rawValue)), ("label", q(p.label)),
            ("frame", "{\"x\": \(n(p.frame.minX)), \"y\": \(n(p.frame.minY)), \"width\": \(n(p.frame.width)), \"height\": \(n(p.frame.height))}"),
            ("anchor", "{\"x\": \(n(p.anchor.x)), \"y\": \(n(p.anchor.y))}"),
            ("transform", json(p.layerTransform)),
            ("alpha", n(p.alpha.clamped(to: 0...1))), ("zIndex", String(p.zIndex)), ("zPosition", n(p.zPosition)),
            ("doubleSided", p.doubleSided ? "true" : "false"),
            (
                "style",
                "{\"kind\": \(q(s.kind.rawValue)), \"fill\": \(q(s.fill.hex)), \"cornerRadius\": \(n(s.cornerRadius)), \"showsContent\": \(s.showsContent ? "true" : "false")}"
            ),
            (
                "corners",
                "{\"topLeft\": \(point(c.topLeft)), \"topRight\": \(point(c.topRight)), \"bottomRight\": \(point(c.bottomRight)), \"bottomLeft\": \(point(c.bottomLeft))}"
            ),
            ("seenFromBehind", view.projected.isFacingAway ? "true" : "false"),
        ]
        return "{" + fields.map { "\(q($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// The 16 entries in m11, m12, m13, m14, m21, …, m44 order.
    static func json(_ t: Transform3D) -> String {
        let m = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        return "[" + m.map { JSONText.number($0) }.joined(separator: ", ") + "]"
    }
}
