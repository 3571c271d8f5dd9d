/// Something outside the terminal that wakes the idle run loop: a file descriptor (an inotify
/// descriptor for preset hot reload, say) that becomes readable when there is news. The loop then
/// sends the app a `.tick(now:)`; reading the descriptor is the app's business. Idle stays idle: no
/// timer, no wake-up until a source or the terminal has something.
///
/// The executable wires its sources into `TerminalRunner`; apps never see a descriptor.
public struct WakeSource: Hashable, Sendable {
    /// The descriptor the loop polls for readability; the loop never reads or closes it.
    public let descriptor: Int32

    public init(readable descriptor: Int32) { self.descriptor = descriptor }
}
