/// One thing the UIKit layer noticed while it ran code: a call UIKit ignores or logs, an animation it
/// cannot draw, a transition that never completed. It never stops the code: UIKit would not either.
public struct UIKitLogEntry: Hashable, Sendable, CustomStringConvertible {
    /// How much it matters.
    public enum Level: String, Hashable, Sendable {
        /// Worth knowing (the animation still plays as UIKit would play it).
        case note
        /// UIKit ignores or logs this call; so does Segue.
        case warning
        /// The transition cannot be played as written.
        case error
    }

    /// Virtual seconds since the host started.
    public var time: Double
    /// How much it matters.
    public var level: Level
    /// What happened, in words.
    public var message: String

    /// `0.25 s warning: …`.
    public var description: String { "\(time.formatted(digits: 3)) s \(level.rawValue): \(message)" }
}

extension Double {
    /// The number with at most `digits` decimals and no trailing zeros (`0.25`, `1`).
    func formatted(digits: Int) -> String {
        var s = String(format: "%.\(digits)f", self)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }
}
