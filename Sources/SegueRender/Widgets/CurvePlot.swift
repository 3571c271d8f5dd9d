import Foundation
import SegueEngine
import SegueText

/// A labelled character plot of a function over an interval: timing curves (progress over a time
/// fraction) and springs (progress over seconds). Pure: the curve comes in as a closure.
///
/// Layout, for a grid of `width` × `height` cells:
/// ```
///   1.16 ┤   ⡠⠊⠉⠢⡀
///      1 ┤⠁⠀⡰⠁⠀⠀⠀⠈⠢⠤⠤⠤⠤⠤⠤
///        │ ⡜
///      0 ┤⡸
///        └────────────────
///         0              1.27 s
/// ```
/// The vertical range always includes 0 and 1, each marked on the axis, and grows to show overshoot
/// and undershoot, whose extremes are labelled too; a sparse dotted line marks 1 (the target).
/// Braille draws 2 × 4 dots per cell; `.ascii` draws one `*` per cell for terminals without it.
public enum CurvePlot {
    /// The dots: Braille (2 × 4 per cell) or one `*` per cell.
    public enum Style: Hashable, Sendable {
        /// Braille dots, 2 × 4 per cell.
        case braille
        /// One `*` per cell, for terminals without Braille.
        case ascii
    }

    /// Columns left of the axis, for the y labels.
    static let gutter = 6

    /// Plots `sample` over `domain`.
    ///
    /// - Parameters:
    ///   - width: columns of the whole plot, labels included (at least 12 for a useful plot).
    ///   - height: rows of the whole plot, the x axis and its labels included (at least 4).
    ///   - domain: the inputs, left to right.
    ///   - unit: appended to the right x label, e.g. " s".
    ///   - style: braille dots or ASCII.
    ///   - sample: the curve; non-finite values leave a gap.
    ///   - marker: an input to mark on the curve (the playhead): a bold `●` (`@` in ASCII) at its
    ///     point, and `▲` (`^`) under the x axis.
    public static func render(
        width: Int, height: Int, domain: ClosedRange<Double>, unit: String = "", style: Style = .braille, marker: Double? = nil, markerColor: RGBColor? = nil,
        sample: (Double) -> Double
    ) -> CellGrid {
        let plot = Plot(width: width, height: height, domain: domain, unit: unit, style: style, sample: sample)
        guard let marker, marker.isFinite else { return plot.grid }
        return plot.marked(at: marker, value: sample(marker), color: markerColor)
    }

    /// A plot drawn once without a playhead, to be marked at many playheads (the playground's curve
    /// panel draws one per frame): `render` is `Plot(…).marked(at:value:color:)`.
    public struct Plot: Sendable {
        /// The plot without the playhead.
        public let grid: CellGrid
        let domain: ClosedRange<Double>
        let style: Style
        /// Plot columns (right of the axis) and rows (above it); no curve when too small.
        let columns: Int
        let rows: Int
        /// The vertical range shown.
        let low: Double
        let high: Double

        /// Plots `sample` over `domain`; the parameters are those of `CurvePlot.render`.
        public init(width: Int, height: Int, domain: ClosedRange<Double>, unit: String = "", style: Style = .braille, sample: (Double) -> Double) {
            var grid = CellGrid(width: width, height: height)
            self.domain = domain
            self.style = style
            columns = width - gutter - 2
            rows = height - 2
            guard columns >= 2, rows >= 1 else {
                self.grid = grid
                low = 0
                high = 1
                return
            }
            let (columns, rows) = (columns, rows)
            let (dotsX, dotsY) = style == .braille ? (2, 4) : (1, 1)
            let dotColumns = columns * dotsX
            let dotRows = rows * dotsY

            let xs = (0..<dotColumns).map { c in
                domain.lowerBound + (domain.upperBound - domain.lowerBound) * Double(c) / Double(dotColumns - 1)
            }
            let ys = xs.map(sample)
            let finite = ys.filter(\.isFinite)
            let low = min(0, finite.min() ?? 0)
            let high = max(1, finite.max() ?? 1)
            self.low = low
            self.high = high
            func dotRow(_ y: Double) -> Int {
                Int(((high - y) / (high - low) * Double(dotRows - 1)).rounded())
            }
            // The dots: the curve, joined vertically between neighbouring columns, then the target line
            // in the cells the curve leaves empty.
            var dots = Array(repeating: false, count: dotColumns * dotRows)
            var previous: Int?
            for (c, y) in ys.enumerated() {
                guard y.isFinite else {
                    previous = nil
                    continue
                }
                let r = dotRow(y)
                let from = previous.map { $0 < r ? $0 + 1 : ($0 > r ? $0 - 1 : r) } ?? r
                for row in min(from, r)...max(from, r) { dots[row * dotColumns + c] = true }
                previous = r
            }
            let targetRow = dotRow(1)
            let spacing = style == .braille ? 4 : 2
            let cellTop = targetRow / dotsY * dotsY
            func cellIsEmpty(_ c: Int) -> Bool {
                let left = c / dotsX * dotsX
                return !(cellTop..<(cellTop + dotsY)).contains { r in (left..<(left + dotsX)).contains { dots[r * dotColumns + $0] } }
            }
            for c in stride(from: 0, to: dotColumns, by: spacing) where cellIsEmpty(c) {
                if style == .braille {
                    dots[targetRow * dotColumns + c] = true
                } else {
                    grid[gutter + 2 + c, targetRow] = Cell(".")
                }
            }

            // Dots to glyphs.
            for row in 0..<rows {
                for column in 0..<columns {
                    switch style {
                    case .braille:
                        var bits: UInt32 = 0
                        for dy in 0..<4 {
                            for dx in 0..<2 where dots[(row * 4 + dy) * dotColumns + column * 2 + dx] {
                                bits |= brailleBit(dx: dx, dy: dy)
                            }
                        }
                        if bits != 0, let scalar = Unicode.Scalar(0x2800 + bits) {
                            grid[gutter + 2 + column, row] = Cell(scalar)
                        }
                    case .ascii:
                        if dots[row * dotColumns + column] { grid[gutter + 2 + column, row] = Cell("*") }
                    }
                }
            }

            // The y axis with its labels: 0 and 1 always, the extremes when the curve leaves [0, 1].
            let (vertical, tick, corner, horizontal) = style == .braille ? ("│", "┤", "└", "─") : ("|", "+", "+", "-")
            var labels: [Int: String] = [:]
            if high > 1 { labels[dotRow(high) / dotsY] = label(high) }
            if low < 0 { labels[dotRow(low) / dotsY] = label(low) }
            labels[dotRow(0) / dotsY] = "0"
            labels[dotRow(1) / dotsY] = "1"
            for row in 0..<rows {
                if let text = labels[row] {
                    grid.put(String(text.suffix(gutter)), x: gutter - min(text.count, gutter), y: row)
                    grid.put(tick, x: gutter + 1, y: row)
                } else {
                    grid.put(vertical, x: gutter + 1, y: row)
                }
            }

            // The x axis and its end labels.
            grid.put(corner + String(repeating: horizontal, count: columns), x: gutter + 1, y: rows)
            let right = label(domain.upperBound) + unit
            grid.put(label(domain.lowerBound), x: gutter + 2, y: rows + 1)
            grid.put(right, x: width - right.count, y: rows + 1)
            self.grid = grid
        }

        /// The plot with the playhead at input `marker`, whose curve value is `y`.
        public func marked(at marker: Double, value y: Double, color: RGBColor?) -> CellGrid {
            var grid = grid
            guard columns >= 2, rows >= 1, marker.isFinite, domain.upperBound > domain.lowerBound else { return grid }
            let dotsY = style == .braille ? 4 : 1
            let fraction = ((marker - domain.lowerBound) / (domain.upperBound - domain.lowerBound)).clamped(to: 0...1)
            let column = gutter + 2 + Int((fraction * Double(columns - 1)).rounded())
            if y.isFinite {
                let dotRow = Int(((high - y) / (high - low) * Double(rows * dotsY - 1)).rounded())
                grid[column, dotRow / dotsY] = Cell(style == .braille ? "●" : "@", foreground: color, attributes: [.bold])
            }
            grid[column, rows + 1] = Cell(style == .braille ? "▲" : "^", foreground: color, attributes: [.bold])
            return grid
        }
    }

    /// The bit of dot (dx, dy) in a braille cell (U+2800 + bits), dx 0…1 left to right, dy 0…3 top down.
    static func brailleBit(dx: Int, dy: Int) -> UInt32 {
        if dy == 3 { return dx == 0 ? 0x40 : 0x80 }
        return UInt32(1) << UInt32(dy + 3 * dx)
    }

    /// A number with at most 2 decimals, trailing zeros dropped: 1.27, 0.5, 1, -0.12.
    static func label(_ value: Double) -> String { value.shortestDescription(decimals: 2) }
}
