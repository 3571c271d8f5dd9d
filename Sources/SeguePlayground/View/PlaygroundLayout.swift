import SegueEngine
import SegueRender

/// Where each part of the playground goes on a screen of `columns` × `rows` cells. A pure function
/// of the size, shared by the view, the mouse mapping and the tests.
///
/// Wide screens put the panels beside the stage; tall, narrow ones put them below it. Below the
/// minimum size there is no layout, only the "too small" message.
public struct PlaygroundLayout: Hashable, Sendable {
    public static let minimumColumns = 50
    public static let minimumRows = 16

    public let columns: Int
    public let rows: Int
    public let isTooSmall: Bool
    public private(set) var stage: CellRect
    /// The inspector, timeline, curve plot and log, stacked.
    public private(set) var inspector: CellRect
    public private(set) var timeline: CellRect
    public private(set) var plot: CellRect
    public private(set) var log: CellRect
    public private(set) var banner: CellRect
    public private(set) var footer: CellRect

    /// Whether a screen of `columns` × `rows` is below the minimum (only the "too small" message).
    public static func isTooSmall(columns: Int, rows: Int) -> Bool {
        columns < minimumColumns || rows < minimumRows
    }

    /// The log keeps at least this many rows (its title and four lines) when the editor grows.
    static let minimumLogRows = 5

    /// - Parameters:
    ///   - container: the device screen in points; its shape decides how wide the stage is.
    ///   - editorRows: the rows the editor would fill (edit mode; 0 otherwise). Beyond the
    ///     inspector's nine it grows into the log's rows, keeping the timeline, the plot and
    ///     `minimumLogRows` of log; the parts below it move down.
    public init(columns: Int, rows: Int, hasBanner: Bool = false, container: Size = .phonePortrait, editorRows: Int = 0) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        isTooSmall = Self.isTooSmall(columns: columns, rows: rows)
        let zero = CellRect(x: 0, y: 0, width: 0, height: 0)
        guard !isTooSmall else {
            stage = zero
            inspector = zero
            timeline = zero
            plot = zero
            log = zero
            banner = zero
            footer = zero
            return
        }
        footer = CellRect(x: 0, y: rows - 1, width: columns, height: 1)
        banner = hasBanner ? CellRect(x: 0, y: rows - 2, width: columns, height: 1) : zero
        let body = rows - 1 - (hasBanner ? 1 : 0)
        // Columns per row of the container (cells are twice as tall as wide): 0.92 for a portrait phone.
        let aspect = container.height > 0 && container.width.isFinite ? 2 * container.width / container.height : 0.92
        let idealStageWidth = Int((Double(body - 2) * aspect).rounded()) + 2
        let panelWidth = columns - idealStageWidth - 1
        let panel: CellRect
        if panelWidth >= 40 {
            stage = CellRect(x: 0, y: 0, width: idealStageWidth, height: body)
            panel = CellRect(x: idealStageWidth + 1, y: 0, width: panelWidth, height: body)
        } else {
            let stageHeight = max(8, body - 24)
            stage = CellRect(x: 0, y: 0, width: columns, height: stageHeight)
            panel = CellRect(x: 0, y: stageHeight, width: columns, height: body - stageHeight)
        }
        let inspectorHeight = min(9, panel.height)
        inspector = CellRect(x: panel.x, y: panel.y, width: panel.width, height: inspectorHeight)
        let timelineHeight = min(4, max(0, panel.height - inspectorHeight))
        timeline = CellRect(x: panel.x, y: inspector.maxY, width: panel.width, height: timelineHeight)
        let rest = max(0, panel.height - inspectorHeight - timelineHeight)
        let plotHeight = rest >= 10 ? min(12, rest - 3) : (rest >= 6 ? rest : 0)
        plot = CellRect(x: panel.x, y: timeline.maxY, width: panel.width, height: plotHeight)
        log = CellRect(x: panel.x, y: plot.maxY, width: panel.width, height: max(0, panel.height - inspectorHeight - timelineHeight - plotHeight))
        let grow = min(max(0, editorRows - inspectorHeight), max(0, log.height - Self.minimumLogRows))
        guard grow > 0 else { return }
        inspector.height += grow
        timeline.y += grow
        plot.y += grow
        log.y += grow
        log.height -= grow
    }

    /// The same layout for a screen whose top-left corner is at (`x`, `y`) of a larger grid (a pane
    /// of compare mode): every part moved by that much.
    func moved(x: Int, y: Int) -> PlaygroundLayout {
        var moved = self
        for part in [\PlaygroundLayout.stage, \.inspector, \.timeline, \.plot, \.log, \.banner, \.footer] {
            let rect = self[keyPath: part]
            moved[keyPath: part] = CellRect(x: rect.x + x, y: rect.y + y, width: rect.width, height: rect.height)
        }
        return moved
    }
}
