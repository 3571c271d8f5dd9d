/// The release decisions a pane has seen: the policy's (or, beside a live run, what the policy
/// would say) and the code's, each counted, the latest in words.
public struct Verdicts: Hashable, Sendable {
    /// One decision: whether it finishes, and it in words (`percent(0.5) → cancel: p 0.42 ≤ 0.50`).
    public struct Decision: Hashable, Sendable {
        /// True when the transition finishes.
        public var finishes: Bool
        /// The decision as the compare bar and the inspector show it.
        public var text: String
    }

    /// How many release decisions the policy has given.
    public internal(set) var policyCount = 0
    /// The policy's latest decision.
    public internal(set) var policy: Decision?
    /// How many verdicts the code of a live run has given.
    public internal(set) var codeCount = 0
    /// The code's latest verdict, worded for compare mode (`your code → finish: …`).
    public internal(set) var code: Decision?
    /// The code's latest verdict as the log words it (`your code: finish`).
    public internal(set) var codeText: String?

    /// Records the policy's decision.
    mutating func policyDecided(_ decision: Decision) {
        policyCount += 1
        policy = decision
    }

    /// Records the code's verdict: `decision` for compare mode, `text` as logged.
    mutating func codeDecided(_ decision: Decision, text: String) {
        codeCount += 1
        code = decision
        codeText = text
    }

    /// Forgets the code's verdicts (a new live run, or none).
    mutating func forgetCode() {
        code = nil
        codeText = nil
    }
}
