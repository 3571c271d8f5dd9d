import Foundation

/// Where a command that writes a file (`record`, `filmstrip`) puts its result: standard output, or
/// FILE written all at once: the bytes go to a temporary file in FILE's folder, which is then
/// renamed over FILE, so a failure never leaves a partial or truncated file behind.
enum OutputFile {
    /// Writes `text` to `path`, or to the command's output when `path` is nil.
    ///
    /// - Throws: `.runtime` when the file cannot be written (no such folder, no permission).
    static func write(_ text: String, to path: String?, io: inout CommandIO) throws(CommandFailure) {
        guard let path else {
            io.output.write(text)
            return
        }
        try replace(path, with: text)
    }

    /// Replaces the file at `path` with `text` all at once (a temporary file renamed over it).
    static func replace(_ path: String, with text: String) throws(CommandFailure) {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).partial")
        do {
            try Data(text.utf8).write(to: temporary)
        } catch {
            throw .runtime("cannot write \(path): \(Self.reason(error))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let problem = String(cString: strerror(errno))
            unlink(temporary.path)
            throw .runtime("cannot write \(path): \(problem)")
        }
    }

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(code))) }
        return (error as NSError).localizedDescription
    }
}
