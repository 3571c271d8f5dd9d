extension StringProtocol {
    /// Whether the text has at most `limit` characters, found without walking past the limit (a
    /// 4 MiB value is dismissed at once).
    public func isWithin(characters limit: Int) -> Bool {
        guard let end = index(startIndex, offsetBy: limit, limitedBy: endIndex) else { return true }
        return end == endIndex
    }
}
