@preconcurrency import Glibc

/// Nanoseconds of CPU time this process has used (`CLOCK_PROCESS_CPUTIME_ID`).
func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
