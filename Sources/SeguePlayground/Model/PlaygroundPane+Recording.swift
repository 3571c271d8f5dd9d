import SegueInput

/// Recording the screen (`R`): the playground asks the run loop to start or stop and shows what it
/// reports (`ScreenRecording`); the file itself is the run loop's.
extension PlaygroundPane {
    /// `R`: asks to start recording, named after the current preset, or to stop.
    mutating func toggleRecording() -> AppCommand {
        if recordingFile != nil { return .stopRecording }
        let name = preset?.name ?? "playground"
        let title = preset.map { "segue play \($0.name) — \($0.title)" } ?? "segue play"
        return .startRecording(ScreenRecording.Request(name: name, title: title))
    }

    /// Takes in what the run loop reports: the footer shows the file while it records, and the
    /// log notes the start, the stop and a failure.
    mutating func recordingChanged(_ status: ScreenRecording.Status) {
        switch status {
        case .started(let file):
            screen.recordingFile = file
            note("● recording to \(file)")
        case .stopped(let file):
            screen.recordingFile = nil
            note("recording saved: \(file)")
        case .failed(let reason):
            screen.recordingFile = nil
            // What failed, then what became of the file, each on a line of its own.
            let parts = reason.components(separatedBy: "; ")
            note("recording failed: \(parts[0])")
            for part in parts.dropFirst() { note(part) }
        }
    }

    /// The footer's recording mark, e.g. `● REC segue-cube-20261201-034500.cast`; nil when idle.
    var recordingMark: String? { recordingFile.map { uiText("● REC \($0)") } }
}
