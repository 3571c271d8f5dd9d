import SegueEngine
import SegueText

/// Swift source text for values: numbers as the shortest decimal that reads back as exactly the
/// same `Double`, and a preset's length expressions as arithmetic on the container's `width` and
/// `height`, evaluated in the same order as the engine evaluates them (so the app computes the
/// same bits).
enum SwiftCode {
    /// `0.5`, `100`, `-5`, `1e-05`: a literal that reads back exactly (`CGFloat` is `Double`).
    static func number(_ value: Double) -> String {
        value == 0 ? "0" : value.shortestDescription
    }

    /// A number as an operand: negative numbers in parentheses.
    static func operand(_ value: Double) -> String {
        value < 0 ? "(\(number(value)))" : number(value)
    }

    /// The expression as Swift; `W` is `width`, `H` is `height`.
    static func length(_ e: LengthExpression) -> String { code(e, context: .top) }

    /// An angle in degrees (an expression) as radians, computed as the engine does: `x * .pi / 180`.
    static func radians(_ degrees: LengthExpression) -> String {
        if case .number(let v) = degrees, v == 0 { return "0" }
        return "\(code(degrees, context: .product)) * .pi / 180"
    }

    private enum Context { case top, sum, product, unary }

    private static func code(_ e: LengthExpression, context: Context) -> String {
        switch e {
        case .number(let v):
            return context == .top || v >= 0 ? number(v) : "(\(number(v)))"
        case .width: return "width"
        case .height: return "height"
        case .negate(let a):
            let inner = "-\(code(a, context: .unary))"
            return context == .top ? inner : "(\(inner))"
        case .add(let a, let b):
            return wrap("\(code(a, context: .sum)) + \(code(b, context: .product))", unless: context == .top || context == .sum)
        case .subtract(let a, let b):
            return wrap("\(code(a, context: .sum)) - \(code(b, context: .product))", unless: context == .top || context == .sum)
        case .multiply(let a, let b):
            return wrap("\(code(a, context: .product)) * \(code(b, context: .unary))", unless: context != .unary)
        case .divide(let a, let b):
            return wrap("\(code(a, context: .product)) / \(code(b, context: .unary))", unless: context != .unary)
        case .squareRoot(let a):
            return "(\(code(a, context: .top))).squareRoot()"
        }
    }

    private static func wrap(_ text: String, unless bare: Bool) -> String { bare ? text : "(\(text))" }

    /// UpperCamelCase from a kebab-case name: `easy-all` → `EasyAll`, `tab-shape` → `TabShape`.
    static func typeName(_ name: String) -> String {
        let parts = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        let joined = parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return "Exported" }
        return first.isNumber ? "Preset" + joined : joined
    }

    /// lowerCamelCase from an id: `sharedElement` stays, `my-card` → `myCard`.
    static func identifier(_ id: String) -> String {
        let type = typeName(id)
        return type.prefix(1).lowercased() + type.dropFirst()
    }

    /// A string literal.
    static func string(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }
}
