import SegueEngine

extension Playground {
    /// Opens preset `index`: its first operation (or the current one if `keepOperation` and the
    /// preset supports it), its direction and its completion policy; `announce` logs its name.
    mutating func load(presetAt index: Int, keepOperation: Bool, announce: Bool = true) {
        guard presets.indices.contains(index) else { return }
        presetIndex = index
        let spec = presets[index]
        let supported = spec.supportedOperations
        if !(keepOperation && supported.contains(operation)) { operation = spec.operations.first ?? .present }
        if !(keepOperation && direction.map { spec.directions.contains($0) } == true) { direction = spec.direction }
        policy = Self.policy(of: spec, operation: operation, direction: direction)
        playsBackward = false
        rebuildSession()
        if announce { note("\(spec.name): \(operation.rawValue)\(direction.map { " " + $0.rawValue } ?? "")") }
    }

    static func policy(of spec: TransitionSpec, operation: TransitionOperation, direction: Direction?) -> CompletionPolicy {
        guard let text = spec.interaction(for: operation, direction: direction)?.completion,
              let policy = try? CompletionPolicy(parsing: text) else { return CompletionPolicy(.percent) }
        return policy
    }

    /// A fresh session for the current preset, operation and direction, at the start.
    mutating func rebuildSession() {
        guard let spec = preset else { session = nil; return }
        do {
            let transition = try spec.transition(for: operation, direction: direction, container: container)
            let finger = spec.fingerSetup(for: transition)
            session = InteractionSession.direct(spec, transition)
                ?? InteractionSession(transition: transition, operation: operation, pan: finger.pan, policy: policy, releaseTiming: finger.releaseTiming)
            sessionLogCount = 0
            if banner?.hasPrefix("\(spec.name):") == true { banner = nil }
        } catch {
            session = nil
            banner = "\(spec.name): \(error)"
        }
        finger = nil
        keyboardFinger = nil
        scheduledTouches = []
    }

    mutating func toggleOperation() {
        guard let spec = preset else { return }
        let other = operation.reverse
        guard spec.supportedOperations.contains(other) else {
            note("\(spec.name) has no \(other.rawValue)")
            return
        }
        operation = other
        policy = Self.policy(of: spec, operation: operation, direction: direction)
        rebuildSession()
        note("operation \(operation.rawValue)")
    }

    /// Turns the device: portrait ↔ landscape; the transition starts over in the new container.
    mutating func turnDevice() {
        container = container.swapped
        rebuildSession()
        note(container.width > container.height ? "landscape \(container) pt" : "portrait \(container) pt")
    }

    mutating func cycleDirection() {
        guard let spec = preset, let current = direction, spec.directions.count > 1 else {
            note("\(preset?.name ?? "this preset") has one direction")
            return
        }
        let index = spec.directions.firstIndex(of: current) ?? 0
        direction = spec.directions[(index + 1) % spec.directions.count]
        rebuildSession()
        note("direction \(direction!.rawValue)")
    }

    // MARK: Reload

    /// New preset contents (files changed on disk). Presets that failed to load keep their last good
    /// version; `problems` are shown in the banner and logged once per change. The current preset
    /// stays open by name, and stays open while its file is briefly away (editors save by renaming
    /// or by writing a new file): its last version stays until the file is back. A reloaded preset
    /// keeps the operation, direction, progress and a policy changed by hand.
    public mutating func reload(presets updated: [TransitionSpec], problems: [String]) {
        let current = preset
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
        banner = problems.first.map { problems.count > 1 ? "\($0) (+\(problems.count - 1) more)" : $0 }
        if problems != reloadProblems, let first = problems.first { note("reload failed: \(first)") }
        reloadProblems = problems
        guard !presets.isEmpty else { session = nil; return }
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

    /// Reopens the current preset after its contents changed from `old` (a reload, or a live
    /// edit), keeping where the person was: the operation, direction, progress, a policy changed
    /// by hand, and a running transition still running the way it went.
    mutating func reopenKeepingPlace(from old: TransitionSpec, announce: Bool) {
        let phase = session?.driver.interaction.phase
        let kept = (progress: progress, started: phase != .waiting, backward: playsBackward)
        let handPolicy = policy != Self.policy(of: old, operation: operation, direction: direction) ? policy : nil
        load(presetAt: presetIndex, keepOperation: true, announce: announce)
        if let handPolicy {
            policy = handPolicy
            session?.policy = handPolicy
        }
        playsBackward = kept.backward
        if kept.started, kept.progress.isFinite { session?.scrub(to: kept.progress.clamped(to: 0...1), at: time) }
        if case let .animating(finishing)? = phase {
            if finishing { session?.finish(at: time) } else { session?.cancel(at: time) }
        }
        syncLog()
    }

    // MARK: Picker

    /// The presets the picker shows for `filter`, best match first (see `PresetSearch`).
    public func pickerMatches(_ filter: String) -> [Int] {
        PresetSearch.matches(filter, in: presets)
    }

    mutating func handlePickerKey(_ key: Key) -> AppCommand {
        guard case .picker(var filter, var selection) = overlay else { return .continue }
        let matches = pickerMatches(filter)
        switch key {
        case .escape: overlay = .none; return .continue
        case .enter:
            overlay = .none
            if matches.indices.contains(selection) { load(presetAt: matches[selection], keepOperation: false) }
            return .continue
        case .up, .backTab: selection = max(0, selection - 1)
        case .down, .tab: selection = min(max(0, matches.count - 1), selection + 1)
        case .backspace, .delete: if !filter.isEmpty { filter.removeLast() }; selection = 0
        case let .character(c): filter.append(c); selection = 0
        default: break
        }
        overlay = .picker(filter: filter, selection: selection)
        return .continue
    }
}
