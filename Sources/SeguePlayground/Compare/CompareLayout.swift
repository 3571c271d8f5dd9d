import SegueRender

/// Where compare mode puts its two panes on a screen of `columns` × `rows` cells: side by side, or
/// stacked, each pane a whole playground of at least `PlaygroundLayout`'s minimum size, above a
/// two-row compare bar (the latest pair of decisions, then the focus). The panes share the space fairly: their sizes differ by at most one cell.
///
/// Side by side is preferred when the screen is at least twice as wide as tall in cells (cells are
/// about twice as tall as wide, so that is a wide screen); a taller screen stacks when it can. When
/// neither fits, `split` is nil and `reason` says what two panes would need.
public struct CompareLayout: Hashable, Sendable {
    public enum Split: Hashable, Sendable { case sideBySide, stacked }

    public let split: Split?
    /// Pane A and pane B; with no split, A has the body and B the same size, off screen.
    public let panes: [CellRect]
    public let bar: CellRect
    /// Why the screen cannot show two panes (nil when it can).
    public let reason: String?

    /// The smallest screens that show two panes: side by side and stacked (the bar included).
    public static let sideBySideMinimum = (columns: 2 * PlaygroundLayout.minimumColumns + 1, rows: PlaygroundLayout.minimumRows + barRows)
    public static let stackedMinimum = (columns: PlaygroundLayout.minimumColumns, rows: 2 * PlaygroundLayout.minimumRows + barRows)
    public static let barRows = 2

    public init(columns: Int, rows: Int) {
        let columns = max(0, columns)
        let rows = max(0, rows)
        let body = max(0, rows - Self.barRows)
        bar = CellRect(x: 0, y: body, width: columns, height: min(rows, Self.barRows))
        let fitsSide = columns >= Self.sideBySideMinimum.columns && rows >= Self.sideBySideMinimum.rows
        let fitsStacked = columns >= Self.stackedMinimum.columns && rows >= Self.stackedMinimum.rows
        let wide = columns >= 2 * rows
        if fitsSide && (wide || !fitsStacked) {
            let left = (columns - 1) / 2
            split = .sideBySide
            panes = [CellRect(x: 0, y: 0, width: left, height: body), CellRect(x: left + 1, y: 0, width: columns - 1 - left, height: body)]
            reason = nil
        } else if fitsStacked {
            let top = body / 2
            split = .stacked
            panes = [CellRect(x: 0, y: 0, width: columns, height: top), CellRect(x: 0, y: top, width: columns, height: body - top)]
            reason = nil
        } else {
            split = nil
            panes = [CellRect(x: 0, y: 0, width: columns, height: body), CellRect(x: 0, y: 0, width: columns, height: body)]
            reason =
                "two panes need \(Self.sideBySideMinimum.columns)×\(Self.sideBySideMinimum.rows) side by side or \(Self.stackedMinimum.columns)×\(Self.stackedMinimum.rows) stacked; this is \(columns)×\(rows)"
        }
    }
}
