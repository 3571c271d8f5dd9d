import Foundation

/// The output streams a command writes to, injected so tests capture them without a process.
///
/// `main.swift` passes the process's stdout and stderr (`FileHandleOutputStream`); tests pass
/// `String`s and read them back.
public struct CommandIO {
    public var output: any TextOutputStream
    public var error: any TextOutputStream
    /// Whether stdin and stdout are a terminal (the playground needs one). `main.swift` asks the
    /// process; tests say no, so an in-process test never takes over the terminal it runs in.
    public var isTerminal: Bool

    public init(output: any TextOutputStream, error: any TextOutputStream, isTerminal: Bool = false) {
        self.output = output
        self.error = error
        self.isTerminal = isTerminal
    }

    /// Writes `text` and a newline to the output stream (stdout).
    public mutating func print(_ text: String) {
        output.write(text)
        output.write("\n")
    }

    /// Writes `text` and a newline to the error stream (stderr), after what is pending on stdout, so
    /// a message that follows output (lint's summary after its problems) also follows it on screen.
    public mutating func printError(_ text: String) {
        (output as? FileHandleOutputStream)?.flush()
        error.write(text)
        error.write("\n")
    }
}

/// A text stream over a file handle, optionally buffered (call `flush()` before exiting).
public final class FileHandleOutputStream: TextOutputStream {
    private let handle: FileHandle
    private let buffered: Bool
    private var pending = Data()

    public init(_ handle: FileHandle, buffered: Bool) {
        self.handle = handle
        self.buffered = buffered
    }

    public func write(_ string: String) {
        pending.append(contentsOf: string.utf8)
        if !buffered || pending.count >= 64 * 1024 { flush() }
    }

    /// Writes `bytes` as they are (a binary file on standard output), after what is pending.
    public func write(bytes: [UInt8]) {
        flush()
        handle.write(Data(bytes))
    }

    public func flush() {
        guard !pending.isEmpty else { return }
        handle.write(pending)
        pending.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}
