/// What a transition does, UIKit's operations in pairs: each has a reverse.
public enum TransitionOperation: String, Hashable, Sendable, CaseIterable, Codable {
    /// Presentation and its reverse.
    case present, dismiss
    /// Navigation push and its reverse.
    case push, pop
    /// Tab bar switch forward and back.
    case tabForward, tabBack

    /// The operation that undoes this one.
    public var reverse: TransitionOperation {
        switch self {
        case .present: .dismiss
        case .dismiss: .present
        case .push: .pop
        case .pop: .push
        case .tabForward: .tabBack
        case .tabBack: .tabForward
        }
    }

    /// True for the operation a spec describes directly (present, push, tab forward); the others
    /// run it backwards unless the spec gives its own.
    public var isForward: Bool { self == .present || self == .push || self == .tabForward }
}

/// An edge or direction on screen, as the libraries name them (the way a view moves or a finger pans).
public enum Direction: String, Hashable, Sendable, CaseIterable, Codable {
    /// The edge a view comes from (and the way it moves): from the left moves rightward, from the top
    /// downward.
    case fromLeft, fromRight, fromTop, fromBottom

    /// The unit vector of motion: `fromLeft` moves toward +x (rightward), `fromTop` toward +y.
    public var unitVector: (dx: Double, dy: Double) {
        switch self {
        case .fromLeft: (1, 0)
        case .fromRight: (-1, 0)
        case .fromTop: (0, 1)
        case .fromBottom: (0, -1)
        }
    }

    /// Whether the motion is along x.
    public var isHorizontal: Bool { self == .fromLeft || self == .fromRight }

    /// The direction along the same axis the other way.
    public var opposite: Direction {
        switch self {
        case .fromLeft: .fromRight
        case .fromRight: .fromLeft
        case .fromTop: .fromBottom
        case .fromBottom: .fromTop
        }
    }
}
