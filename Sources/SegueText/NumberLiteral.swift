/// The one number grammar of Segue's small languages (timing-curve specs, completion policies,
/// length expressions and gesture scripts), read by one scanner so `1e-3` means the same in all:
///
///     number := [sign] (digits ["." [digits]] | "." digits) [("e" | "E") [sign] digits]
///
/// ASCII digits only. The sign is part of the number where the language says so (`signed`); a
/// length expression reads `-` as an operator instead. An `e` not followed by digits is not part of
/// the number (`2em` is 2 and `em`).
public enum NumberLiteral {
    /// The number starting at `start` in `chars`: the index just past it and its value (which may be
    /// infinite for a literal like `1e999`: callers refuse it with their own located error), or nil
    /// when no number starts there.
    public static func scan(_ chars: [Character], from start: Int, signed: Bool) -> (end: Int, value: Double)? {
        var i = start
        func digits() -> Int {
            let from = i
            while i < chars.count, let a = chars[i].asciiValue, (48...57).contains(a) { i += 1 }
            return i - from
        }
        if signed, i < chars.count, chars[i] == "+" || chars[i] == "-" { i += 1 }
        var count = digits()
        if i < chars.count, chars[i] == "." {
            i += 1
            count += digits()
        }
        guard count > 0 else { return nil }
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
            let mark = i
            i += 1
            if i < chars.count, chars[i] == "+" || chars[i] == "-" { i += 1 }
            if digits() == 0 { i = mark }
        }
        // Double(_:) reads the same grammar; a literal too long for any precision is still exact
        // enough, and the callers' length limits keep it short.
        guard let value = Double(String(chars[start..<i])) else { return nil }
        return (i, value)
    }
}
