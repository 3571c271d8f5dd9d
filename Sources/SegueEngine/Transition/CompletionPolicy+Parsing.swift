import SegueText

extension CompletionPolicy {
    /// Longest completion-policy spec, in characters: as long as a timing curve's.
    public static let maximumSpecCharacters = TimingCurve.maximumSpecCharacters

    /// Reads a policy spec: a kind name, optionally followed by parameters in parentheses, positional
    /// (in `Kind.parameters` order) and/or named (`name: value`, after any positional ones); missing
    /// parameters keep their defaults. Values are decimals (`0.4`, `-5`), fractions (`1/3`), or for
    /// `rate` the words `normal` (0.998) and `fast` (0.99). Whitespace is free; names are
    /// case-insensitive.
    ///
    /// `percent`, `percent(0.4)`, `percent(threshold: 0.4)`, `percent-or-velocity(0.5, 100, -5)`,
    /// `flick(1/3, 1200)`, `flick(flick: 1500)`, `projection(fast)`, `nearest-end(3, threshold: 0.5)`.
    public init(parsing spec: String) throws(CompletionPolicyError) {
        guard spec.isWithin(characters: Self.maximumSpecCharacters) else {
            throw CompletionPolicyError(
                spec: spec, offset: Self.maximumSpecCharacters, expected: "a policy of at most \(Self.maximumSpecCharacters) characters")
        }
        var scanner = TextScanner(spec)
        scanner.skipBlanks()
        let nameOffset = scanner.offset
        let name = scanner.word()
        let kinds = Kind.allCases.map(\.rawValue).joined(separator: ", ")
        guard !name.isEmpty else { throw scanner.error(at: nameOffset, "a policy name (\(kinds))") }
        guard let kind = Kind(rawValue: name.lowercased()) else {
            throw scanner.error(at: nameOffset, "a policy name (\(kinds)), not '\(Excerpt.of(name))'")
        }
        self.init(kind)
        scanner.skipBlanks()
        if scanner.atEnd { return }
        guard scanner.take("(") else { throw scanner.error(at: scanner.offset, "'(' or the end after '\(Excerpt.of(name))'") }
        let parameters = kind.parameters
        var assigned = Set<String>()
        var position = 0
        var sawNamed = false
        scanner.skipBlanks()
        if !scanner.take(")") {
            while true {
                scanner.skipBlanks()
                let argumentOffset = scanner.offset
                var parameter: Parameter
                // A name followed by ':' is a named argument; anything else is positional.
                let save = scanner
                let word = scanner.word()
                scanner.skipBlanks()
                if !word.isEmpty, scanner.take(":") {
                    guard let match = parameters.first(where: { $0.name == word.lowercased() }) else {
                        throw scanner.error(
                            at: argumentOffset, "a parameter of \(kind) (\(parameters.map(\.name).joined(separator: ", "))), not '\(Excerpt.of(word))'")
                    }
                    parameter = match
                    sawNamed = true
                    scanner.skipBlanks()
                } else {
                    scanner = save
                    guard !sawNamed else {
                        throw scanner.error(at: argumentOffset, "a named argument (name: value) after a named one")
                    }
                    guard position < parameters.count else {
                        throw scanner.error(
                            at: argumentOffset,
                            "')': \(kind) takes at most \(parameters.count) parameter(s) (\(parameters.map(\.name).joined(separator: ", ")))")
                    }
                    parameter = parameters[position]
                    position += 1
                }
                guard !assigned.contains(parameter.name) else {
                    throw scanner.error(at: argumentOffset, "each parameter once; '\(parameter.name)' is given twice")
                }
                assigned.insert(parameter.name)
                let valueOffset = scanner.offset
                guard let value = scanner.value(for: parameter.name) else {
                    throw scanner.error(at: valueOffset, "a number for \(parameter.name) (like 0.5, -5 or 1/3)")
                }
                guard value.isFinite else {
                    throw scanner.error(
                        at: valueOffset,
                        "\(parameter.name) in \(parameter.range.lowerBound.specText)…\(parameter.range.upperBound.specText); that number is too large for a Double"
                    )
                }
                guard parameter.range.contains(value) else {
                    throw scanner.error(
                        at: valueOffset,
                        "\(parameter.name) in \(parameter.range.lowerBound.specText)…\(parameter.range.upperBound.specText), not \(value.specText)")
                }
                values[parameters.firstIndex(of: parameter)!] = value
                scanner.skipBlanks()
                if scanner.take(")") { break }
                guard scanner.take(",") else {
                    throw scanner.error(at: scanner.offset, scanner.atEnd ? "')' to close the parameters" : "',' or ')' after the value of \(parameter.name)")
                }
            }
        }
        scanner.skipBlanks()
        guard scanner.atEnd else { throw scanner.error(at: scanner.offset, "the end of the spec after ')'") }
    }
}

/// The policy's own readings on the shared cursor.
extension TextScanner {
    fileprivate func error(at offset: Int, _ expected: String) -> CompletionPolicyError {
        CompletionPolicyError(spec: input, offset: offset, expected: expected)
    }

    /// A number, a fraction `a/b`, or `normal`/`fast` for the rate.
    fileprivate mutating func value(for parameter: String) -> Double? {
        let start = offset
        if parameter == "rate" {
            switch word().lowercased() {
            case "normal": return 0.998
            case "fast": return 0.99
            default: offset = start
            }
        }
        guard let numerator = number() else { return nil }
        let afterNumerator = offset
        skipBlanks()
        if take("/") {
            skipBlanks()
            guard let denominator = number(), denominator != 0 else {
                offset = start
                return nil
            }
            return numerator / denominator
        }
        offset = afterNumerator
        return numerator
    }
}

extension Double {
    /// The shortest exact text; a short fraction `n/d` (d ≤ 16) when the decimal would be long
    /// (1/3 prints as `1/3`), so canonical policy specs stay readable and round-trip exactly.
    var specText: String {
        let decimal = shortestDescription
        guard decimal.count > 8 else { return decimal }
        for denominator in 2...16 {
            let numerator = (self * Double(denominator)).rounded()
            if numerator / Double(denominator) == self {
                return "\(numerator.shortestDescription)/\(denominator)"
            }
        }
        return decimal
    }
}
