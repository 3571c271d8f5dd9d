import SegueEngine
import SegueInput
import SegueRender

extension PlaygroundPane {
    /// Opens entry `index`. A preset opens with `asked` if it has it, else its first operation
    /// (or the current one if `keepOperation` and the preset supports it); with `askedDirection`
    /// if it has it, else its own direction (or the current one, as the operation); and with its
    /// completion policy. A coded transition opens with its own interaction's policy, in its own
    /// container. `announce` logs its name.
    mutating func load(
        presetAt index: Int, keepOperation: Bool, announce: Bool = true, operation asked: TransitionOperation? = nil, direction askedDirection: Direction? = nil
    ) {
        guard index >= 0, index < entryCount else { return }
        presetIndex = index
        guard let spec = preset else { return loadCodedTransition() }
        let supported = spec.supportedOperations
        if let asked, supported.contains(asked) {
            operation = asked
        } else if !(keepOperation && supported.contains(operation)) {
            operation = spec.operations.first ?? .present
        }
        if let askedDirection, spec.directions.contains(askedDirection) {
            direction = askedDirection
        } else if !(keepOperation && direction.map { spec.directions.contains($0) } == true) {
            direction = spec.direction
        }
        policy = Self.policy(of: spec, operation: operation, direction: direction)
        playsBackward = false
        rebuildSession()
        if announce { note(openedText) }
    }

    /// What is open, as the log names it on opening: `slide-over: present fromRight`, or
    /// `uikit-sheet: coded transition`.
    var openedText: String {
        if let spec = preset { return "\(spec.name): \(operation.rawValue)\(direction.map { " " + $0.rawValue } ?? "")" }
        return codedTransition.map { "\($0.name): coded transition" } ?? "nothing open"
    }

    static func policy(of spec: TransitionSpec, operation: TransitionOperation, direction: Direction?) -> CompletionPolicy {
        spec.interaction(for: operation, direction: direction)?.completion ?? CompletionPolicy(.percent)
    }

    /// Opens the coded transition at `presetIndex`; it plays as `present`, in no direction.
    private mutating func loadCodedTransition() {
        guard let coded = codedTransition else { return }
        operation = .present
        direction = nil
        policy = coded.interaction.policy
        container = coded.container
        playsBackward = false
        rebuildSession()
        note(openedText)
    }

    /// A fresh session for the current entry, operation and direction, at the start.
    mutating func rebuildSession() {
        if let coded = codedTransition {
            session = InteractionSession(transition: coded, operation: operation, policy: policy)
            rebuildLive(coded)
        } else if let spec = preset {
            rebuildSession(spec)
        } else {
            session = nil
            return
        }
        hand = .none
    }

    private mutating func rebuildSession(_ spec: TransitionSpec) {
        do {
            let transition = try spec.transition(for: operation, direction: direction, container: container)
            let finger = spec.fingerSetup(for: transition)
            session =
                InteractionSession.direct(spec, transition)
                ?? InteractionSession(transition: transition, operation: operation, pan: finger.pan, policy: policy, releaseTiming: finger.releaseTiming)
            if session?.direct == nil { session?.share(with: spec.scrollSetup(for: transition)) }
            if banner?.hasPrefix("\(spec.name):") == true { banner = nil }
        } catch {
            session = nil
            banner = "\(spec.name): \(error)"
        }
    }

    /// `o`: the next operation the preset has, in `supportedOperations` order (present, dismiss,
    /// push, pop, tab forward, tab back), back to the first after the last; each plays under its
    /// own interaction's policy.
    mutating func cycleOperation() {
        guard let spec = preset else {
            if let coded = codedTransition { note("\(coded.name) has one operation") }
            return
        }
        let supported = spec.supportedOperations
        guard supported.count > 1 else {
            note("\(spec.name) has one operation, \(operation.rawValue)")
            return
        }
        let index = supported.firstIndex(of: operation) ?? -1
        operation = supported[(index + 1) % supported.count]
        policy = Self.policy(of: spec, operation: operation, direction: direction)
        rebuildSession()
        note("operation \(operation.rawValue)")
    }

    /// Turns the device: portrait ↔ landscape; the transition starts over in the new container.
    mutating func turnDevice() {
        if let coded = codedTransition {
            note("\(coded.name) plays in its own container, \(coded.container) pt")
            return
        }
        let before = container
        container = container.swapped
        rebuildKeepingFinger(turnedFrom: before)
        note(container.width > container.height ? "landscape \(container) pt" : "portrait \(container) pt")
    }

    /// A session for a new container or direction: at the start, or, while a finger is down, one
    /// that keeps the finger down and the progress where it was, so the drag goes on across the
    /// turn. The keyboard's finger rests where it is and its next press moves it along the new pan;
    /// a finger down on a transition not yet begun goes down again where the new pan starts. The
    /// mouse's finger stays under the pointer: turned from `old`, its point moves to where the
    /// same screen cell is in the new stage, so the next drag goes on from there without a jump.
    mutating func rebuildKeepingFinger(turnedFrom old: Size? = nil) {
        guard let held = finger, let spec = preset, let current = session else { return rebuildSession() }
        if case .mouse(let last) = hand, let old { hand = .mouse(last: stagePoint(of: last, turnedFrom: old)) }
        if current.direct == nil, current.driver.interaction.phase == .waiting {
            rebuildSession()
            guard held == .keyboard, let point = session?.touchStartPoint else { return }
            hand = .keyboard(KeyboardFinger(at: point), last: point)
            touch(.down, at: point)
            return
        }
        reopenKeepingPlace(from: spec, announce: false)
        if case .keyboard(_, let last) = hand { hand = .keyboard(KeyboardFinger(at: last), last: last) }
    }

    /// The container point under the same screen position as `point` was in a stage for `old`.
    func stagePoint(of point: Point, turnedFrom old: Size) -> Point {
        let layout = { (container: Size) -> (CellRect, StageLayout) in
            let screen = PlaygroundLayout(columns: size.columns, rows: size.rows, hasBanner: banner != nil, container: container).stage
            return (screen, StageLayout(container: container, width: screen.width, height: screen.height))
        }
        let (oldRect, oldStage) = layout(old)
        let (newRect, newStage) = layout(container)
        guard oldStage.scaleX > 0, oldStage.scaleY > 0, newStage.scaleX > 0, newStage.scaleY > 0 else { return point }
        let column = point.x * oldStage.scaleX + Double(oldStage.screen.x + oldRect.x)
        let row = point.y * oldStage.scaleY + Double(oldStage.screen.y + oldRect.y)
        return Point(x: (column - Double(newRect.x + newStage.screen.x)) / newStage.scaleX, y: (row - Double(newRect.y + newStage.screen.y)) / newStage.scaleY)
    }

    mutating func cycleDirection() {
        guard let spec = preset, let current = direction, spec.directions.count > 1 else {
            note("\(preset?.name ?? codedTransition?.name ?? "this preset") has one direction")
            return
        }
        let index = spec.directions.firstIndex(of: current) ?? 0
        direction = spec.directions[(index + 1) % spec.directions.count]
        rebuildKeepingFinger()
        note("direction \(direction!.rawValue)")
    }

    // MARK: Reload

    /// New preset contents (files changed on disk). Presets that failed to load keep their last good
    /// version; `problems` are shown in the banner and logged once per change. The current preset
    /// stays open by name, and stays open while its file is briefly away (editors save by renaming
    /// or by writing a new file): its last version stays until the file is back. A reloaded preset
    /// keeps the operation, direction, progress and a policy changed by hand. An open coded
    /// transition stays open and untouched.
    public mutating func reload(presets updated: [TransitionSpec], problems: [String]) {
        let current = preset
        let codedOffset = codedTransition.map { _ in presetIndex - presets.count }
        var merged: [TransitionSpec] = []
        for old in presets {
            if let new = updated.first(where: { $0.name == old.name }) {
                merged.append(new)
            } else if problems.contains(where: { $0.contains(old.name) }) || old.name == current?.name {
                merged.append(old)
            }
        }
        merged += updated.filter { new in !merged.contains { $0.name == new.name } }
        presets = merged
        banner = Self.banner(problems)
        if problems != reloadProblems, let first = problems.first { note("reload failed: \(first)") }
        reloadProblems = problems
        if let codedOffset {
            presetIndex = presets.count + codedOffset
            return
        }
        guard !presets.isEmpty else {
            if entryCount > 0 { load(presetAt: 0, keepOperation: false) } else { session = nil }
            return
        }
        let index = current.flatMap { c in presets.firstIndex { $0.name == c.name } } ?? 0
        presetIndex = index
        if let current, !updated.contains(where: { $0.name == current.name }), !problems.contains(where: { $0.contains(current.name) }) {
            noteOnce("\(current.name): its file is gone; showing the last version until it is back")
        }
        guard presets[index] != current else { return }
        guard let current, current.name == presets[index].name else {
            load(presetAt: index, keepOperation: true)
            return
        }
        reopenKeepingPlace(from: current, announce: true)
        note("reloaded \(presets[index].name)")
    }

    /// The files the catalog skipped when the playground opened: shown in the banner and logged
    /// as skipped (nothing was reloaded); a reload that finds the same problems does not log them
    /// again.
    /// One line for each file (`file:line:column: message` problems, grouped by their file): its
    /// first problem and how many more it has.
    public mutating func noteSkipped(problems: [String]) {
        banner = Self.banner(problems)
        var files: [(file: Substring, first: String, count: Int)] = []
        for problem in problems {
            let file = Self.file(of: problem)
            if let i = files.firstIndex(where: { $0.file == file }) { files[i].count += 1 } else { files.append((file, problem, 1)) }
        }
        for (_, first, count) in files { note("skipped: \(first)" + (count > 1 ? " (+\(count - 1) more in the file)" : "")) }
        reloadProblems = problems
    }

    /// The file a `file:line:column: message` problem names: the text before its first
    /// `:LINE:COLUMN:` (the whole problem when it has none).
    static func file(of problem: String) -> Substring {
        var index = problem.startIndex
        while let colon = problem[index...].firstIndex(of: ":") {
            let rest = problem[problem.index(after: colon)...]
            let line = rest.prefix { $0.isNumber }
            if !line.isEmpty, rest.dropFirst(line.count).first == ":", rest.dropFirst(line.count + 1).first?.isNumber == true {
                return problem[..<colon]
            }
            index = problem.index(after: colon)
        }
        return problem[...]
    }

    /// The banner for `problems`: the first, and how many more.
    static func banner(_ problems: [String]) -> String? {
        problems.first.map { problems.count > 1 ? "\($0) (+\(problems.count - 1) more)" : $0 }
    }

    /// Reopens the current preset after its contents changed from `old` (a reload, or a live
    /// edit), keeping where the person was: the operation, direction, progress, a policy changed
    /// by hand, a running transition still running the way it went, and a finger (the keyboard's,
    /// the mouse's or a flick's) still down and dragging.
    mutating func reopenKeepingPlace(from old: TransitionSpec, announce: Bool) {
        let phase = session?.driver.interaction.phase
        let kept = (progress: progress, started: phase != .waiting, backward: playsBackward)
        let held = (session: session, hand: hand)
        let handPolicy = policy != Self.policy(of: old, operation: operation, direction: direction) ? policy : nil
        load(presetAt: presetIndex, keepOperation: true, announce: announce)
        if let handPolicy {
            policy = handPolicy
            session?.policy = handPolicy
        }
        playsBackward = kept.backward
        let now = time
        if kept.started, kept.progress.isFinite { take(drive.call { $0.scrub(to: kept.progress.clamped(to: 0...1), at: now) }) }
        if case .animating(let finishing)? = phase {
            take(drive.call { if finishing { $0.finish(at: now) } else { $0.cancel(at: now) } })
        }
        if let before = held.session, session != nil {
            // Carrying the finger over logs nothing.
            let point = held.hand.last ?? Point(x: 0, y: 0)
            session?.carryFinger(from: before, at: point, time: now)
            hand = held.hand
        }
    }

    // MARK: Picker

    /// The entries the picker shows for `filter`, as catalog indices: the presets best match first
    /// (see `PresetSearch`), then the coded transitions whose name contains it (any case).
    public func pickerMatches(_ filter: String) -> [Int] {
        let needle = filter.lowercased().filter { !$0.isWhitespace }
        let coded = codedTransitions.indices.filter { needle.isEmpty || codedTransitions[$0].name.lowercased().contains(needle) }
        return PresetSearch.matches(filter, in: presets) + coded.map { presets.count + $0 }
    }

    mutating func handlePickerKey(_ key: Key) -> AppCommand {
        switch pickerKeyMap.action(for: key) {
        case .closeOverlay: panel = .none
        case .picker(let action): performPicker(action, key: key)
        default: break
        }
        return .continue
    }

    /// Does a picker action; `.type` types `key` when it is a character.
    mutating func performPicker(_ action: PickerAction, key: Key?) {
        guard case .picker(var picker) = panel else { return }
        var typed: Character?
        if case .character(let c) = key { typed = c }
        let opened = picker.handle(action, typed: typed, matches: pickerMatches(picker.filter))
        guard action == .open else {
            panel = .picker(picker)
            return
        }
        panel = .none
        if let opened { load(presetAt: opened, keepOperation: false) }
    }
}
