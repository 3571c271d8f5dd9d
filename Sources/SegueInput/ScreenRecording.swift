/// Recording the screen as an asciicast file (`R` in the playground, `docs/recording.md`).
///
/// The app only asks: it returns `AppCommand.startRecording(_:)` or `.stopRecording`. The run loop
/// owns the file: it opens it, writes each frame it draws, closes it, and reports back with
/// `InputEvent.recording(_:)`, so the app shows the file's name without doing any I/O.
public enum ScreenRecording {
    /// What to record: names for the file and the header.
    public struct Request: Hashable, Sendable {
        /// A short name that goes into the file name (`segue-NAME-TIME.cast`), e.g. the preset's.
        public var name: String
        /// The recording's title (the header's `title`).
        public var title: String

        public init(name: String, title: String) {
            self.name = name
            self.title = title
        }
    }

    /// What the run loop reports after a start or a stop.
    public enum Status: Hashable, Sendable {
        /// Recording to `file` (the path as the person gave the folder, e.g. `segue-cube-….cast`).
        case started(file: String)
        /// The file is complete and closed.
        case stopped(file: String)
        /// The file could not be opened or written (the reason, with the path); nothing records.
        case failed(String)
    }
}
