/// One editable value of a preset file, named by what it is rather than by a path string: the
/// document editor (`PresetDocumentEditor`) finds it in the file, reads it and patches it.
public enum PresetField: Hashable, Sendable {
    /// The preset's duration, seconds.
    case duration
    /// The default timing's form (a curve name, a Bézier or a spring; typed whole or cycled).
    case timing
    /// The default timing's parameter at this index (a control point, a spring parameter).
    case timingParameter(Int)
    /// Where track `track` of `list` starts (`bound` 0) or ends (1) within the transition, 0…1.
    case trackRange(track: Int, bound: Int, in: Tracks = .forward)
    /// Track `track`'s own timing (cycled like the default timing, or typed).
    case trackTiming(track: Int, in: Tracks = .forward)
    /// Keyframe `index` of `property` in track `track`'s `animate`.
    case keyframe(track: Int, property: String, index: Int, in: Tracks = .forward)
    /// A percent-driven interaction's pan member (`pan`, `edgeZone`, `distance`, `completion`, …).
    case interaction(index: Int, key: PanKey)
    /// Numeric argument `index` of an interaction's completion policy (its thresholds).
    case completionParameter(interaction: Int, index: Int)
    /// A direct-manipulation interaction's view, threshold or spring back (docs/direct-manipulation.md).
    case direct(interaction: Int, key: DirectKey)

    /// The tracks a track field belongs to: the preset's `tracks`, or its own reverse ones
    /// (`reverse.tracks`, played by dismiss and pop).
    public enum Tracks: Hashable, Sendable {
        /// The preset's `tracks`.
        case forward, reverse

        /// Where the list is in the file.
        public var path: [PresetPatch.Step] { self == .forward ? [.key("tracks")] : [.key("reverse"), .key("tracks")] }
        /// The fields' prefix: `t1` for forward track 1, `r1` for reverse track 1.
        public var prefix: String { self == .forward ? "t" : "r" }
    }

    /// The members of an interaction that only a percent-driven pan has, in the file's order
    /// (`PresetFormat.panFields` is made from these).
    public enum PanKey: String, Hashable, Sendable, CaseIterable {
        /// The pan's direction, or its wiring object.
        case pan, edgeZone, distance, completion, begins, content, requireToFail, simultaneous
    }

    /// The members of a direct interaction the editor shows, in screen order.
    public enum DirectKey: String, Hashable, Sendable, CaseIterable {
        /// The view the finger moves (`presented` when the file has none).
        case view
        /// The distance rule's threshold, in points.
        case threshold
        /// The spring back's duration, in seconds.
        case springBackDuration = "springBack.duration"
        /// The spring back's timing spec.
        case springBackTiming = "springBack.timing"

        /// Where the member is within the interaction's `direct` object.
        public var path: [PresetPatch.Step] { rawValue.split(separator: ".").map { .key(String($0)) } }
    }
}
