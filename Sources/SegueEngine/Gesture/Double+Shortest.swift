extension Double {
    /// The shortest text that reads back as exactly this value, without a trailing ".0"
    /// (`100`, `0.5`, `-5`, `0.998`): for canonical descriptions that round-trip through a parser.
    public var shortestDescription: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return "\(self)"
    }
}
