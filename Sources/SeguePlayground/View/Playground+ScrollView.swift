import SegueEngine

extension Playground {
    /// The inspector's scroll line: each content's offset, then who owns the finger
    /// (`presented 120 pt · finger: presented (scroll, then pan)`).
    static func scrollText(_ arena: ScrollArena, at time: Double) -> String {
        let offsets = arena.setup.contents.map { "\($0.id) \(Int(saturating: $0.offset(at: time).rounded())) pt" }.joined(separator: ", ")
        return "\(offsets) · finger: \(arena.owner)"
    }
}
