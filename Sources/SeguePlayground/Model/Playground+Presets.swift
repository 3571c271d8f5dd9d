import SegueEngine

extension Playground {
    /// Opens preset `index`: its first operation (or the current one if `keepOperation` and the
    /// preset supports it), its direction and its completion policy.
    mutating func load(presetAt index: Int, keepOperation: Bool) {
        guard presets.indices.contains(index) else { return }
        presetIndex = index
        let spec = presets[index]
        let supported = spec.supportedOperations
        if !(keepOperation && supported.contains(operation)) { operation = spec.operations.first ?? .present }
        if !(keepOperation && direction.map { spec.directions.contains($0) } == true) { direction = spec.direction }
        policy = Self.policy(of: spec, operation: operation, direction: direction)
        playsBackward = false
        rebuildSession()
        note("\(spec.name): \(operation.rawValue)\(direction.map { " " + $0.rawValue } ?? "")")
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
    /// version; `problems` are shown in the banner. The current preset stays open by name.
    public mutating func reload(presets updated: [TransitionSpec], problems: [String]) {
        let current = preset
        // Keep the last good version of a preset whose new file is broken, in its old place.
        var merged: [TransitionSpec] = []
        for old in presets {
            if let new = updated.first(where: { $0.name == old.name }) {
                merged.append(new)
            } else if problems.contains(where: { $0.contains(old.name) }) {
                merged.append(old)
            }
        }
        merged += updated.filter { new in !merged.contains { $0.name == new.name } }
        presets = merged
        banner = problems.first.map { problems.count > 1 ? "\($0) (+\(problems.count - 1) more)" : $0 }
        if let first = problems.first { note("reload failed: \(first)") }
        guard !presets.isEmpty else { session = nil; return }
        let index = current.flatMap { c in presets.firstIndex { $0.name == c.name } } ?? 0
        presetIndex = index
        if presets[index] != current {
            load(presetAt: index, keepOperation: true)
            note("reloaded \(presets[index].name)")
        }
    }

    // MARK: Picker

    /// Presets whose name or title contains the filter (case-insensitive), in catalog order.
    public func pickerMatches(_ filter: String) -> [Int] {
        let f = filter.lowercased()
        return presets.indices.filter { f.isEmpty || presets[$0].name.lowercased().contains(f) || presets[$0].title.lowercased().contains(f) }
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
