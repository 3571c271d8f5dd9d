import SegueEngine

/// A rectangle of cells: columns `x ..< x + width`, rows `y ..< y + height`.
public struct CellRect: Hashable, Sendable {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// Columns, at least 0.
    public var width: Int
    /// Rows, at least 0.
    public var height: Int

    /// The cells from column `x`, row `y`; negative sizes count as 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The column after the last.
    public var maxX: Int { x + width }
    /// The row after the last.
    public var maxY: Int { y + height }
    /// Whether it holds no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether column `cx`, row `cy` is inside.
    public func contains(x cx: Int, y cy: Int) -> Bool { cx >= x && cx < maxX && cy >= y && cy < maxY }
}

/// Where the container (the device screen) sits on a stage of cells, and how container points map to
/// cells.
///
/// The container is scaled to fit with the terminal's cell aspect (a cell is `cellAspect` times as
/// tall as it is wide), centred, with a one-cell frame around it when the stage has room (at least
/// 3 × 3). Cell coordinates are fractional columns and rows: cell (c, r) covers [c, c+1) × [r, r+1).
public struct StageLayout: Hashable, Sendable {
    /// Height of a cell over its width.
    public static let cellAspect = 2.0

    /// The container, points.
    public var container: Size
    /// The cells the container's content occupies (inside the frame).
    public var screen: CellRect
    /// Whether a frame is drawn around `screen` (one cell outside it on every side).
    public var hasFrame: Bool

    /// The container fitted to a stage of `width` × `height` cells.
    public init(container: Size, width: Int, height: Int) {
        self.container = container
        let width = max(0, width)
        let height = max(0, height)
        hasFrame = width >= 3 && height >= 3
        let inset = hasFrame ? 2 : 0
        let availableWidth = width - inset
        let availableHeight = height - inset
        guard container.width.isFinite, container.height.isFinite, container.width > 0, container.height > 0,
            availableWidth > 0, availableHeight > 0
        else {
            screen = CellRect(x: 0, y: 0, width: 0, height: 0)
            hasFrame = false
            return
        }
        // rows · aspect / columns = container height / width
        let aspect = container.height / container.width
        let fitRows = min(Double(availableHeight), Double(availableWidth) * aspect / Self.cellAspect)
        let rows = min(availableHeight, max(1, Int(fitRows.rounded())))
        let columns = min(availableWidth, max(1, Int((fitRows * Self.cellAspect / aspect).rounded())))
        screen = CellRect(x: (width - columns) / 2, y: (height - rows) / 2, width: columns, height: rows)
    }

    /// Columns per point and rows per point.
    public var scaleX: Double { Double(screen.width) / container.width }
    /// Rows per container point.
    public var scaleY: Double { Double(screen.height) / container.height }

    /// A container point in fractional cell coordinates.
    public func cellPoint(_ p: Point) -> Point {
        Point(x: Double(screen.x) + p.x * scaleX, y: Double(screen.y) + p.y * scaleY)
    }

    /// The container point at fractional cell coordinates `cell`: the inverse of `cellPoint(_:)`
    /// (the mouse's cell to the point under it).
    public func containerPoint(_ cell: Point) -> Point {
        Point(x: (cell.x - Double(screen.x)) / scaleX, y: (cell.y - Double(screen.y)) / scaleY)
    }
}
