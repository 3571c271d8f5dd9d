import Foundation
import SegueEngine

/// Coverage of a view that is not axis-aligned, sampled at the centres of the quadrants of its cells.
extension ViewPainter {

    /// For the cells a view that is not axis-aligned touches: which of each cell's quadrants lie
    /// inside the view (a quadrant is sampled at its centre), and which of those are on its outline
    /// (next to a quadrant outside, the cells' neighbours included). Computed once per view.
    struct SubcellMap {
        let columns: Range<Int>
        let rows: Range<Int>
        /// Sub-cells per row: those of the cells in range plus a margin of one on each side.
        let width: Int
        /// Per sub-cell, row by row: 1 when inside, plus 16 when also on the outline.
        let flags: [UInt8]

        init(mapping: QuadMapping, columns: Range<Int>, rows: Range<Int>) {
            self.columns = columns
            self.rows = rows
            // Sub-cells of the cells in range plus a margin of one, in sub-cell units of the stage.
            let x0 = 2 * columns.lowerBound - 1
            let y0 = 2 * rows.lowerBound - 1
            let width = 2 * columns.count + 2
            let height = 2 * rows.count + 2
            self.width = width
            let xTerms = QuadMapping.ColumnTerms(mapping, xs: (0..<width).map { i in (Double(x0 + i) + 0.5) / 2 })
            var inside = [UInt8](repeating: 0, count: width * height)
            inside.withUnsafeMutableBufferPointer { inside in
                for j in 0..<height {
                    mapping.sample(row: mapping.terms(y: (Double(y0 + j) + 0.5) / 2), columns: xTerms, into: inside.baseAddress! + j * width)
                }
            }
            // The outline: inside, next to a sub-cell outside (the margin is never on it).
            var flags = [UInt8](repeating: 0, count: width * height)
            inside.withUnsafeBufferPointer { inside in
                flags.withUnsafeMutableBufferPointer { flags in
                    for j in 1..<height - 1 {
                        // Wrapping index arithmetic (it cannot overflow) lets the compiler use vectors.
                        for k in j * width + 1..<(j + 1) * width - 1 {
                            let all = inside[k] & inside[k &- 1] & inside[k &+ 1] & inside[k &- width] & inside[k &+ width]
                            flags[k] = inside[k] | (inside[k] ^ all) << 4
                        }
                    }
                }
            }
            self.flags = flags
        }

        /// The quadrants of cell (col, row), which must be in range. Bits: 1 top-left, 2 top-right,
        /// 4 bottom-left, 8 bottom-right.
        func quadrants(_ col: Int, _ row: Int) -> (inside: Int, outline: Int) {
            quadrants(at: offset(row: row) &+ 2 &* col)
        }

        /// Where the flags of `row`'s cells start: cell col's top-left quadrant is at this plus 2 col.
        @inline(__always)
        func offset(row: Int) -> Int { (2 &* (row &- rows.lowerBound) &+ 1) &* width &+ 1 &- 2 &* columns.lowerBound }

        /// The quadrants of the cell whose top-left quadrant is at `k` in `flags`.
        @inline(__always)
        func quadrants(at k: Int) -> (inside: Int, outline: Int) {
            let mask = flags.withUnsafeBufferPointer { f in f[k] | f[k &+ 1] << 1 | f[k &+ width] << 2 | f[k &+ width &+ 1] << 3 }
            return (Int(mask & 15), Int(mask >> 4))
        }
    }
}
