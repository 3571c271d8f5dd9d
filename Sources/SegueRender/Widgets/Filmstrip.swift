import SegueEngine

/// Frames side by side, each with its label centred on the row below it (`segue filmstrip`).
public enum Filmstrip {
    /// Columns between two frames.
    public static let gap = 2

    /// One grid: the frames left to right, `gap` blank columns apart, top-aligned, and a label row
    /// under them (each label dimmed, centred under its frame, cut to the frame's width).
    public static func compose(_ frames: [(label: String, grid: CellGrid)], labelColor: RGBColor? = nil) -> CellGrid {
        let height = (frames.map(\.grid.height).max() ?? 0) + 1
        let width = frames.map(\.grid.width).reduce(0, +) + gap * max(0, frames.count - 1)
        var strip = CellGrid(width: width, height: height)
        var x = 0
        for frame in frames {
            strip.blit(frame.grid, x: x, y: 0)
            let label = String(frame.label.prefix(frame.grid.width))
            strip.put(label, x: x + (frame.grid.width - label.count) / 2, y: height - 1, foreground: labelColor)
            x += frame.grid.width + gap
        }
        return strip
    }
}
