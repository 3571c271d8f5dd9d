/// A mouse event at a terminal cell.
public struct MouseEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A button went down.
        case press
        /// The pointer moved while `button` was held.
        case drag
        /// The held button went up.
        case release
        /// One wheel step away from the user (button 4).
        case scrollUp
        /// One wheel step toward the user (button 5).
        case scrollDown
    }

    public enum Button: Hashable, Sendable {
        case left, middle, right
        /// No button applies (wheel steps).
        case none
    }

    public var kind: Kind
    public var button: Button
    /// Cell column, 0 at the left edge.
    public var column: Int
    /// Cell row, 0 at the top edge.
    public var row: Int

    public init(_ kind: Kind, button: Button, column: Int, row: Int) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
    }
}
