/// Writing a file the app made (`w` saves a preset in the playground, `X` exports one).
///
/// The app only asks: it returns `AppCommand.save(_:)`. The shell writes the file and answers
/// with `InputEvent.saved(_:failure:)`, so the app does no I/O, as with `ScreenRecording`.
public enum FileSave {
    /// Text to write, and what it is.
    public struct Request: Hashable, Sendable {
        /// The name the text is saved under (a preset's).
        public var name: String
        /// Where to write it.
        public var path: String
        /// What to write.
        public var text: String
        /// What the text was made from: `name`, or a preset saved as a copy under a new name.
        public var edited: String
        /// The person confirmed replacing a read-only file.
        public var replacesReadOnly: Bool
        /// An exported file (a UIKit Swift file from `X`), not the preset's own text.
        public var isExport: Bool

        /// A request to write `text` at `path`.
        public init(name: String, path: String, text: String, edited: String, replacesReadOnly: Bool = false, isExport: Bool = false) {
            self.name = name
            self.path = path
            self.text = text
            self.edited = edited
            self.replacesReadOnly = replacesReadOnly
            self.isExport = isExport
        }
    }

    /// Why the shell could not write a file.
    public struct Failure: Hashable, Sendable {
        /// What failed and where, for the log.
        public var message: String
        /// The file is read-only: the app may ask before replacing it.
        public var isReadOnly: Bool

        /// A failure saying `message`.
        public init(message: String, isReadOnly: Bool = false) {
            self.message = message
            self.isReadOnly = isReadOnly
        }
    }
}
