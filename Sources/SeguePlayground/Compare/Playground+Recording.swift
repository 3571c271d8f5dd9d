import SegueEngine
import SegueInput

/// Filming compare mode: `R` records the whole screen (both panes) under a name and title that
/// say so; `segue record --compare` feeds a gesture script to both panes.
extension Playground {
    /// What `R` records in compare mode: `segue-A-vs-B-….cast` (`A-compare` when both panes open
    /// the same entry), titled with each pane's entry and policy.
    var recordingRequest: ScreenRecording.Request {
        let names = panes.map { $0.preset?.name ?? $0.codedTransition?.name ?? "playground" }
        let name = names[0] == names[1] ? "\(names[0])-compare" : "\(names[0])-vs-\(names[1])"
        let sides = panes.indices.map { "\(Self.paneNames[$0]) \(names[$0]) · \(panes[$0].policy)" }
        return ScreenRecording.Request(name: name, title: "segue play, compare: " + sides.joined(separator: " │ "))
    }

    /// One input of a gesture script to pane `pane` (`PlaygroundPane.apply`; `ScriptedPlayback` films
    /// compare mode with it), its decision paired as a finger's would be.
    public mutating func apply(_ input: ScriptedInput, toPane pane: Int) {
        guard panes.indices.contains(pane) else { return }
        take(panes[pane].step(input), from: pane)
        pairDecisions()
    }
}
