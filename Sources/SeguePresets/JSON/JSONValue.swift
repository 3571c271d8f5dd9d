/// A line and column in a text file, both 1-based; columns count characters (Unicode scalars).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { (a.line, a.column) < (b.line, b.column) }
    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON value that remembers where it starts in the file (Foundation's decoders do not).
public struct JSONValue: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in file order; keys are unique (the parser refuses duplicates).
        case object([Member])
    }

    public struct Member: Hashable, Sendable {
        public var key: String
        public var keyLocation: SourceLocation
        public var value: JSONValue
    }

    public var kind: Kind
    public var location: SourceLocation

    /// The member named `key` of an object.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = kind { return members.first { $0.key == key }?.value }
        return nil
    }

    /// What the value is, as error messages name it: "a string", "an object", …
    public var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
