import SegueEngine
import SegueText

/// `segue simulate PRESET --gesture SCRIPT --policy P1 --policy P2 …`: the same script under each
/// policy, one decision per policy.
extension SimulateCommand {
    /// What one policy made of the release.
    struct PolicyOutcome {
        var policy: CompletionPolicy
        /// The release, if the script released the finger: progress and velocity (pt/s toward finishing).
        var release: (time: Double, progress: Double, velocity: Double)?
        var decision: CompletionDecision?
        /// Where the transition completed, if it did.
        var completed: AnimatingPosition?
    }

    func runCompared(_ io: inout CommandIO, coded: CodedCatalog) -> ExitCode {
        do throws(CommandFailure) {
            var outcomes: [PolicyOutcome] = []
            var runs: [Simulated] = []
            for policy in comparedPolicies {
                // A directly manipulated operation refuses --policy (`directSession`).
                let run = try simulate(policy: policy, coded: coded, io: &io)
                runs.append(run)
                outcomes.append(Self.outcome(of: run.session, policy: policy))
            }
            let first = runs.first
            guard let first else { return .success }
            if json {
                if let note = first.note { io.printError("note: \(note)") }
                for outcome in outcomes { io.print(Self.jsonLine(outcome)) }
            } else {
                io.print(Self.comparedHeader(name: first.name, transition: first.transition, session: first.session))
                if let note = first.note { io.print("note: \(note)") }
                for line in Self.table(outcomes) { io.print(line) }
            }
            for (run, policy) in zip(runs, comparedPolicies) { try Self.requireCompletion(run.session, under: policy) }
            return .success
        } catch {
            return error.report(&io)
        }
    }

    static func outcome(of session: InteractionSession, policy: CompletionPolicy) -> PolicyOutcome {
        var outcome = PolicyOutcome(policy: policy)
        for record in session.log {
            switch record.event {
            case .released(let velocity): outcome.release = (record.time, record.progress, velocity)
            case .decision(let decision, _): outcome.decision = decision
            case .completed(let position): outcome.completed = position
            default: break
            }
        }
        return outcome
    }

    /// The single-run header without its policy, which the table gives per row.
    static func comparedHeader(name: String, transition: any Transition, session: InteractionSession) -> String {
        let full = header(name: name, transition: transition, session: session)
        return full.range(of: "; policy ", options: .backwards).map { String(full[..<$0.lowerBound]) } ?? full
    }

    static let tableHeading = ["policy", "outcome", "progress", "v (pt/s)", "completed", "reason"]

    /// One row per policy, columns padded to the widest cell:
    /// `flick(1/3, 1200)      finish     0.400     150.0  end        p 0.40 > 0.33`.
    static func table(_ outcomes: [PolicyOutcome]) -> [String] {
        let rows: [[String]] =
            [tableHeading]
            + outcomes.map { o in
                [
                    o.policy.description,
                    o.decision?.outcome.rawValue ?? "none",
                    o.release.map { String(format: "%.3f", $0.progress) } ?? "–",
                    o.release.map { String(format: "%.1f", $0.velocity) } ?? "–",
                    o.completed?.rawValue ?? "no",
                    o.decision?.reason ?? (o.release == nil ? "no release in the script" : ""),
                ]
            }
        let widths = (0..<tableHeading.count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                let last = column == row.count - 1
                line += last ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// `{"policy": "flick(1/3, 1200)", "outcome": "finish", "by": "policy", "t": 1.15, "progress": 0.4, "velocity": 150, "completed": "end", "reason": "…"}`
    static func jsonLine(_ outcome: PolicyOutcome) -> String {
        var fields: [(String, String)] = [
            ("policy", JSONText.quote(outcome.policy.description)),
            ("outcome", outcome.decision.map { JSONText.quote($0.outcome.rawValue) } ?? "null"), ("by", JSONText.quote("policy")),
        ]
        if let release = outcome.release {
            fields += [("t", JSONText.number(release.time)), ("progress", JSONText.number(release.progress)), ("velocity", JSONText.number(release.velocity))]
        }
        fields.append(("completed", outcome.completed.map { JSONText.quote($0.rawValue) } ?? "null"))
        fields.append(("reason", outcome.decision.map { JSONText.quote($0.reason) } ?? "null"))
        return "{" + fields.map { "\(JSONText.quote($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
