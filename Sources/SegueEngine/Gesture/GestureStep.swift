import SegueText

/// A distance in a gesture script: points, or a percentage of the pan distance.
public enum GestureDistance: Hashable, Sendable, CustomStringConvertible {
    /// Points along the pan direction, positive toward finishing (`150pt`, `-60pt`).
    case points(Double)
    /// Percent of the pan distance, positive toward finishing (`40%` is `.percent(40)`).
    case percent(Double)

    /// The distance in points for a pan distance of `panDistance` points.
    public func points(panDistance: Double) -> Double {
        switch self {
        case .points(let value): value
        case .percent(let value): value / 100 * panDistance
        }
    }

    /// The distance as a script writes it: `150pt` or `40%`.
    public var description: String {
        switch self {
        case .points(let value): "\(value.shortestDescription)pt"
        case .percent(let value): "\(value.shortestDescription)%"
        }
    }
}

/// One step of a gesture script (`segue simulate --gesture`). Durations are seconds.
public enum GestureStep: Hashable, Sendable, CustomStringConvertible {
    /// Start the transition without a finger (it animates on its own).
    case play
    /// Let time pass; with the finger down this is a hold (the finger stays still and is sampled).
    case wait(Double)
    /// Put the finger down at the pan's start edge (this begins the interactive transition once
    /// the finger moves past the slop).
    case touch
    /// Put the finger down at a point of the container, points from its top-left (`touch at 64pt 400pt`).
    case touchAt(Point)
    /// Move the finger by a distance along the pan direction at constant speed over a duration.
    case drag(GestureDistance, over: Double)
    /// Move the finger across the pan (to the right of a vertical pan, downward for a horizontal
    /// one; negative the other way) at constant speed over a duration (`drag 40pt across over 0.2s`).
    case dragAcross(GestureDistance, over: Double)
    /// Lift the finger; the completion policy decides finish or cancel.
    case release
    /// Finish the interactive transition programmatically.
    case finish
    /// Cancel the interactive transition programmatically.
    case cancel

    /// The simulated time the step takes, seconds (0 for the instant ones).
    public var duration: Double {
        switch self {
        case .wait(let seconds), .drag(_, let seconds), .dragAcross(_, let seconds): seconds
        case .play, .touch, .touchAt, .release, .finish, .cancel: 0
        }
    }

    /// The canonical script text of this step (parses back to the same step).
    public var description: String {
        switch self {
        case .play: "play"
        case .wait(let duration): "wait \(Self.durationText(duration))"
        case .touch: "touch"
        case .touchAt(let p): "touch at \(p.x.shortestDescription)pt \(p.y.shortestDescription)pt"
        case .drag(let distance, let duration): "drag \(distance) over \(Self.durationText(duration))"
        case .dragAcross(let distance, let duration): "drag \(distance) across over \(Self.durationText(duration))"
        case .release: "release"
        case .finish: "finish"
        case .cancel: "cancel"
        }
    }

    /// `1s`, `1.5s`, `120ms`, or `0.0005s`: under a second in whole milliseconds as ms, else seconds.
    static func durationText(_ seconds: Double) -> String {
        if seconds == seconds.rounded() || seconds >= 1 { return "\(seconds.shortestDescription)s" }
        let ms = seconds * 1000
        if abs(ms - ms.rounded()) < 1e-6, ms.rounded() / 1000 == seconds {
            return "\(ms.rounded().shortestDescription)ms"
        }
        return "\(seconds.shortestDescription)s"
    }
}
