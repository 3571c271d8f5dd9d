extension LengthExpression {
    /// Longest length expression (`"(W - 40) / 2"`), in characters.
    public static let maximumCharacters = 1_000
    /// Deepest nesting of a length expression: parentheses, signs and `sqrt`.
    public static let maximumDepth = 32
    /// Largest magnitude of a number written in a length expression.
    public static let maximumMagnitude = 1e9
}
