extension CurvePlot.Plot {
    /// The cell of the point (`x` in the domain, `y` a curve value) in the plot's grid; points
    /// outside the plot area are clamped to its edge. Nil when the plot is too small to draw.
    public func cell(x: Double, y: Double) -> (column: Int, row: Int)? {
        guard columns >= 2, rows >= 1, domain.upperBound > domain.lowerBound, x.isFinite, y.isFinite else { return nil }
        let fx = ((x - domain.lowerBound) / (domain.upperBound - domain.lowerBound)).clamped(to: 0...1)
        let fy = ((high - y) / (high - low)).clamped(to: 0...1)
        return (CurvePlot.gutter + 2 + Int((fx * Double(columns - 1)).rounded()), Int((fy * Double(rows - 1)).rounded()))
    }

    /// The point at the cell (`column`, `row`) of the plot's grid: the inverse of `cell(x:y:)`,
    /// clamped to the plot area (a drag past the edge holds at the edge).
    public func point(column: Int, row: Int) -> (x: Double, y: Double)? {
        guard columns >= 2, rows >= 2, domain.upperBound > domain.lowerBound else { return nil }
        let fx = (Double(column - CurvePlot.gutter - 2) / Double(columns - 1)).clamped(to: 0...1)
        let fy = (Double(row) / Double(rows - 1)).clamped(to: 0...1)
        return (domain.lowerBound + fx * (domain.upperBound - domain.lowerBound), high - fy * (high - low))
    }
}
