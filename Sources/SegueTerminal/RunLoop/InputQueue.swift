import SegueInput

/// Input the run loop has read but the app has not handled yet (`TerminalRunner`), kept so that a
/// storm (a huge paste, keys held down, a window dragged wide and narrow) costs the app what the
/// person could mean, not what the terminal sent (docs/hardening.md, "Input storms"):
///
/// - **Coalesced** as it arrives: a resize replaces any resize still queued (only the last size
///   matters), a mouse drag replaces the drag just before it (only where the button is now), and
///   a key pressed again right after itself adds to that entry's count (`Entry.count`, which the
///   app may handle at once: `TerminalApp.handle(_:repeated:)`).
/// - **Bounded**: past `capacity` entries the oldest go, so the newest input (the `q` typed after
///   a paste) is always kept.
/// - **Urgent first**: an entry the app calls urgent when it is read (its quit key) drops whatever
///   was queued before it, so it is handled next (`takeUrgent`).
/// - **Stale dropped**: what waited longer than `staleAfter` seconds behind other input is
///   dropped (`dropStale`), so the app answers within that long once a storm ends.
///
/// Everything dropped is counted (`dropped`), for the app to hear (`InputEvent.inputDropped`).
/// A plain value with explicit time; nothing here reads a clock.
public struct InputQueue: Sendable {
    /// One queued input: the event, how many times in a row it came, and when it was read (seconds).
    public struct Entry: Hashable, Sendable {
        public var event: InputEvent
        public var count: Int
        public var time: Double
    }

    /// Most entries kept (after coalescing).
    public let capacity: Int
    /// Seconds an entry may wait before it is dropped as stale.
    public let staleAfter: Double
    /// The queue, oldest first, from `head` on (the slots before `head` are handled).
    private var storage: [Entry] = []
    private var head = 0
    /// Index (in `storage`) of the last urgent entry, if one is queued.
    private var urgent: Int?
    /// Events merged into an entry before them, since the queue was made.
    public private(set) var coalesced = 0
    /// Events dropped (beyond capacity, stale, or ahead of an urgent one) and not yet reported.
    public private(set) var dropped = 0

    /// How long input may wait behind other input before it is dropped, seconds, unless told.
    public static let defaultStaleAfter = 1.0

    public init(capacity: Int = 4096, staleAfter: Double = defaultStaleAfter) {
        self.capacity = max(1, capacity)
        self.staleAfter = staleAfter
    }

    /// Entries waiting.
    public var count: Int { storage.count - head }
    public var isEmpty: Bool { count == 0 }

    /// Queues `event`, read at `time`, coalescing it with what is queued; `urgent` marks it to be
    /// handled before everything queued so far.
    public mutating func append(_ event: InputEvent, at time: Double, urgent isUrgent: Bool = false) {
        if !isUrgent, let last = storage.indices.last, last >= head, urgent != last {
            switch (storage[last].event, event) {
            case (.key(let a), .key(let b)) where a == b:
                storage[last].count += 1
                coalesced += 1
                return
            case (.mouse(let a), .mouse(let b)) where a.kind == .drag && b.kind == .drag && a.button == b.button:
                storage[last].event = event
                storage[last].time = time
                storage[last].count += 1
                coalesced += 1
                return
            default:
                break
            }
        }
        if case .resize = event, let queued = storage[head...].firstIndex(where: { if case .resize = $0.event { true } else { false } }) {
            coalesced += storage[queued].count
            storage.remove(at: queued)
            if let u = urgent, u > queued { urgent = u - 1 } else if urgent == queued { urgent = nil }
        }
        storage.append(Entry(event: event, count: 1, time: time))
        if isUrgent { urgent = storage.count - 1 }
        if count > capacity {
            dropped += storage[head].count
            if urgent == head { urgent = nil }
            head += 1
        }
        compact()
    }

    /// When an urgent entry is queued, drops everything before it (counted) so that it is next.
    /// Returns how many events were dropped.
    @discardableResult
    public mutating func takeUrgent() -> Int {
        guard let u = urgent, u > head else { return 0 }
        let skipped = storage[head..<u].reduce(0) { $0 + $1.count }
        dropped += skipped
        head = u
        compact()
        return skipped
    }

    /// Drops the entries read more than `staleAfter` seconds before `now` (counted); returns how
    /// many events that was. An urgent entry is never stale.
    @discardableResult
    public mutating func dropStale(now: Double) -> Int {
        var skipped = 0
        while head < storage.count, now - storage[head].time > staleAfter, urgent != head {
            skipped += storage[head].count
            head += 1
        }
        dropped += skipped
        compact()
        return skipped
    }

    /// The oldest entry, taken off the queue.
    public mutating func popFirst() -> Entry? {
        guard head < storage.count else { return nil }
        let entry = storage[head]
        if urgent == head { urgent = nil }
        head += 1
        compact()
        return entry
    }

    /// The dropped count since the last call, and resets it.
    public mutating func takeDropped() -> Int {
        defer { dropped = 0 }
        return dropped
    }

    /// Gives back the handled slots: all of them when the queue is empty (its memory too, after a
    /// storm), else once they are half the storage.
    private mutating func compact() {
        if head == storage.count {
            if storage.capacity > 256 { storage = [] } else { storage.removeAll(keepingCapacity: true) }
            head = 0
            urgent = nil
        } else if head > 64, head * 2 > storage.count {
            storage.removeSubrange(0..<head)
            urgent = urgent.map { $0 - head }
            head = 0
        }
    }

    /// Entries the queue's storage has room for now (its memory, for tests of a storm's end).
    public var storageCapacity: Int { storage.capacity }
}
