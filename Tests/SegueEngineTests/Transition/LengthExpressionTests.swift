import Testing

@testable import SegueEngine

@Suite("LengthExpression")
struct LengthExpressionTests {
    func value(_ text: String, _ w: Double = 393, _ h: Double = 852) throws -> Double {
        try LengthExpression(parsing: text).value(width: w, height: h)
    }

    @Test func evaluatesNumbersAndContainerSides() throws {
        #expect(try value("0") == 0)
        #expect(try value("W") == 393)
        #expect(try value("-0.5*H") == -426)
        #expect(try value("0.85*W") == 0.85 * 393)
        #expect(try value("(W - 40) / 2") == 176.5)
        #expect(try value("1.5e2 + -W") == 150 - 393)
        #expect(try value("2 * 3 + 4") == 10)
        #expect(try value("2 * (3 + 4)") == 14)
        #expect(try value("10 - 4 - 3") == 3)
        #expect(try value("-(-H)") == 852)
        #expect(try value("sqrt(16)") == 4)
        #expect(try value("2*sqrt(W*W/4 + H*H)", 6, 4) == 2 * (9.0 + 16).squareRoot())
        #expect(try value("sqrt (W) * 2", 9, 0) == 6)
        #expect(try value("sqrt(-W)").isNaN)
    }

    @Test(arguments: [
        ("", 0, "empty expression; expected a number or W or H"),
        ("W +", 3, "expression ends early; expected a number or W or H"),
        ("0.5*w", 4, "unknown name 'w'; only W (container width) and H (container height) are allowed; did you mean 'W'?"),
        ("(W", 0, "unclosed '('"),
        ("W H", 2, "unexpected 'H'; expected an operator (+ - * /) or the end"),
        ("1..2", 2, "unexpected '.'; expected an operator (+ - * /) or the end"),
        ("2e10", 0, "'2e10' is too large (limit ±1000000000)"),
        ("W % 2", 2, "unexpected '%'; expected an operator (+ - * /) or the end"),
        ("sqrt W", 5, "expected '(' after sqrt"),
        ("sqrt(W", 4, "unclosed '('"),
    ])
    func reportsTheOffsetOfTheFirstProblem(text: String, offset: Int, message: String) {
        #expect(throws: LengthExpression.ParseError(offset: offset, message: message, input: text)) { try LengthExpression(parsing: text) }
    }

    @Test func squareRootSwapsItsAxesWithTheRest() throws {
        #expect(try LengthExpression(parsing: "sqrt(W - H)").swappingAxes == LengthExpression(parsing: "sqrt(H - W)"))
        #expect(try LengthExpression(parsing: "sqrt(4)").dependsOnContainer == false)
    }

    @Test func refusesDeepNestingInsteadOfRecursingForever() {
        let deep = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
        #expect(throws: LengthExpression.ParseError.self) { try LengthExpression(parsing: deep) }
        let minus = String(repeating: "-", count: 10_000) + "1"
        #expect(throws: LengthExpression.ParseError.self) { try LengthExpression(parsing: minus) }
    }

    @Test func descriptionReadsBackToTheSameValue() throws {
        for text in ["-0.5*H", "(W - 40) / 2", "W - (H - 3)", "2 * (3 + W)", "-(W + 1)", "2*sqrt(W*W/4 + (H - 50)*(H - 50))", "-sqrt(W)"] {
            let e = try LengthExpression(parsing: text)
            #expect(try LengthExpression(parsing: e.description) == e, "\(text) → \(e)")
        }
    }
}
