import SegueText
import Testing

/// The one reader under the small languages' calls: a name, labelled or positional arguments,
/// every part with its offset, and a canonical printer whose text reads back to the same call.
@Suite("CallSyntax: calls with labelled arguments and offsets, printed canonically")
struct CallSyntaxTests {
    @Test("a bare name, a call with positional numbers, fractions, labels and words")
    func shapes() throws {
        let bare = try CallSyntax(reading: "  easeInOut ")
        #expect(bare.name == "easeInOut" && bare.offset == 2 && bare.arguments == nil)

        let flick = try CallSyntax(reading: "flick( 1 / 3 , 1200)")
        #expect(flick.name == "flick")
        #expect(flick.arguments?.map(\.value) == [.fraction(1, 3), .number(1200)])
        #expect(flick.arguments?.map(\.valueOffset) == [7, 15])
        #expect(flick.arguments?.first?.value.number == 1.0 / 3)

        let spring = try CallSyntax(reading: "spring(mass: 1, stiffness:100,damping : 1e1)")
        #expect(spring.arguments?.map(\.label) == ["mass", "stiffness", "damping"])
        #expect(spring.arguments?.map(\.offset) == [7, 16, 30])
        #expect(spring.arguments?.map(\.valueOffset) == [13, 26, 40])
        #expect(spring.arguments?.map { $0.value.number } == [1, 100, 10])

        let words = try CallSyntax(reading: "projection(fast, threshold: 0.5)")
        #expect(words.arguments?.map(\.value) == [.word("fast"), .number(0.5)])
        #expect(words.arguments?.first?.value.number == nil)

        #expect(try CallSyntax(reading: "percent()").arguments == [])
    }

    @Test("the canonical text: one space after ',' and ':', shortest numbers, fractions kept; it reads back equal")
    func canonical() throws {
        let cases = [
            ("cubic-bezier( 0.40 ,0, 0.2,1.0 )", "cubic-bezier(0.4, 0, 0.2, 1)"),
            ("flick(1/3,1200)", "flick(1/3, 1200)"),
            ("spring(mass:1,stiffness: 100, damping:10)", "spring(mass: 1, stiffness: 100, damping: 10)"),
            ("nearest-end( 3 , threshold:0.5 )", "nearest-end(3, threshold: 0.5)"),
            ("ease-in-out", "ease-in-out"),
            ("percent ( )", "percent()"),
        ]
        for (input, canonical) in cases {
            let call = try CallSyntax(reading: input)
            #expect(call.text == canonical)
            let again = try CallSyntax(reading: call.text)
            #expect(again.text == canonical && again.name == call.name && again.arguments?.map(\.value) == call.arguments?.map(\.value))
        }
    }

    @Test("a text that is not a call fails at the character that does not fit")
    func failures() {
        let cases: [(String, Int)] = [("", 0), ("(1)", 0), ("f(1,", 4), ("f(1 2)", 4), ("f(1)x", 4), ("f x", 2), ("f(a:)", 4), ("f(1/)", 4)]
        for (input, offset) in cases {
            #expect(throws: CallSyntax.Failure.self, "\(input)") { try CallSyntax(reading: input) }
            do {
                _ = try CallSyntax(reading: input)
            } catch {
                #expect(error.offset == offset, "\(input): \(error)")
                #expect(error.input == input)
            }
        }
    }
}
