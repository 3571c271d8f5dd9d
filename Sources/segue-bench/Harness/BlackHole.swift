/// Where measured results go so the optimiser cannot drop the work that made them.
///
/// Every consumed value is folded into `checksum`, which the bench prints at the end: the printed
/// number depends on every evaluation, so none of them can be removed as dead code.
final class BlackHole {
    private(set) var checksum: UInt64 = 0

    @inline(never)
    func consume(_ value: Double) {
        checksum = checksum &* 31 &+ value.bitPattern
    }

    @inline(never)
    func consume(_ value: Int) {
        checksum = checksum &* 31 &+ UInt64(bitPattern: Int64(value))
    }
}
