import SegueCommands
import SegueEngine
import SeguePlayground
import SegueTestSupport
import SegueText
import Testing

@Suite("Event stream: one formatter for the log, the table and JSON")
struct InteractionEventTextTests {
    func run(_ script: String, policy: String) throws -> InteractionSession {
        var s = InteractionSession(
            transition: CardFlipTransition(duration: 0.5), pan: .init(direction: .fromRight), policy: try CompletionPolicy(parsing: policy))
        var finger = GestureSimulator()
        for step in try GestureScript.parse(script) { try s.perform(step, with: &finger) }
        s.advance(to: finger.time + 10)
        return s
    }

    @Test("a release decided by the policy: the same record as a log line with its tone, a table row and a JSON line")
    func decisionInEveryForm() throws {
        let s = try run("touch; drag 300pt over 1s; wait 200ms; release", policy: "percent(0.5)")
        let decision = try #require(s.log.first { if case .decision = $0.event { true } else { false } })
        #expect(decision.name == "decision")
        #expect(decision.tone == .finish, "the verdict's colour comes from the decision, not from its words")
        #expect(decision.text.hasPrefix("→ finish: p "))
        #expect(decision.tableLine.contains("decision     ") && decision.tableLine.contains("finish: percent(0.5), p "))
        #expect(decision.jsonLine.contains(#""event": "decision""#) && decision.jsonLine.contains(#""policy": "percent(0.5)""#))
        #expect(s.log.filter { $0.tone != .plain }.count == 1, "only the verdict is coloured")
    }

    @Test("a cancel verdict is coloured as a cancel; an ignored step is a plain event of its own")
    func cancelAndIgnored() throws {
        let s = try run("touch; drag 40pt over 1s; wait 200ms; release; play", policy: "percent(0.5)")
        #expect(s.log.contains { $0.tone == .cancel && $0.name == "decision" })
        let ignored = try #require(s.log.first { if case .ignored = $0.event { true } else { false } })
        #expect(ignored.name == "ignored" && ignored.tone == .plain)
        #expect(ignored.jsonLine.contains(#""event": "ignored""#))
    }

    @Test("the shared number formatter rounds, drops trailing zeros and never prints -0")
    func numbers() {
        #expect(1.0.shortestDescription == "1" && 0.998.shortestDescription == "0.998")
        #expect(Double.infinity.shortestDescription == "infinity" && (-Double.infinity).shortestDescription == "-infinity")
        #expect(1.2749.shortestDescription(decimals: 2) == "1.27" && (-0.001).shortestDescription(decimals: 2) == "0")
        #expect(70.44.shortestDescription(decimals: 1) == "70.4" && 393.0.shortestDescription(decimals: 3) == "393")
    }

    @Test("a reversal is its own event: turned around while running it runs to the other end, logged as reversed, not as a call")
    func reversal() throws {
        var s = InteractionSession(transition: CardFlipTransition(duration: 0.5), pan: .init(direction: .fromRight), policy: CompletionPolicy(.percent))
        s.play(at: 0)
        s.reverse(at: 0.1)
        #expect(s.driver.interaction.phase == .animating(finishing: false))
        let record = try #require(s.log.last)
        #expect(record.event == .reversed(toward: .start))
        #expect(record.name == "reversed" && record.text.hasSuffix(": runs back to the start"))
        #expect(record.jsonLine.contains(#""event": "reversed""#) && record.jsonLine.contains(#""toward": "start""#))
        #expect(!s.log.contains { $0.event == .cancelCalled })
        s.reverse(at: 0.15)
        #expect(s.log.last?.event == .reversed(toward: .end))
        s.advance(to: 10)
        let count = s.log.count
        s.reverse(at: 11)
        #expect(s.log.count == count, "a completed transition is not reversed")
    }
}
