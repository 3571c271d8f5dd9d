import SegueEngine
import SegueText

extension Decoding {
    /// A view's `scroll`: its axis, the content's length along it (at least the view's, in both
    /// reference containers), the offset it starts at (from 0 to the content's end) and `bounces`.
    mutating func scroll(_ v: JSONValue, _ path: String, frame: TransitionSpec.FrameExpression) -> TransitionSpec.ScrollSpec? {
        guard let o = object(v, path, kind: "scroll") else { return nil }
        let axis =
            o["axis"].map { oneOf($0, "\(path).axis", PresetFormat.scrollAxes, what: "scroll axis").flatMap(ScrollContent.Axis.init(rawValue:)) }
            ?? .vertical
        guard let axis else { return nil }
        let lengthField = axis == .vertical ? "contentHeight" : "contentWidth"
        let otherField = axis == .vertical ? "contentWidth" : "contentHeight"
        if let at = o[otherField] {
            report(at.location, "\(path).\(otherField)", "a \(axis.rawValue) scroll gives '\(lengthField)', not '\(otherField)'")
        }
        guard let lengthValue = o[lengthField] else {
            report(v.location, path, "missing required field '\(lengthField)' (the content's \(axis == .vertical ? "height" : "width") in points)")
            return nil
        }
        guard let length = expression(lengthValue, "\(path).\(lengthField)", in: 1...Double.greatestFiniteMagnitude) else { return nil }
        let offset = o["offset"].map {
            number($0, "\(path).offset", in: 0...1_000_000, expected: "an offset in points from 0 (the top) on; a negative offset is past the top")
        }
        let bounces = o["bounces"].map { bool($0, "\(path).bounces") } ?? true
        guard let offset = offset ?? 0, let bounces else { return nil }
        var ok = true
        for (container, name) in [(Size.phonePortrait, "portrait"), (Size.phonePortrait.swapped, "landscape")] {
            let view = axis == .vertical ? frame.height.value(in: container) : frame.width.value(in: container)
            let content = length.value(in: container)
            let side = axis == .vertical ? "height" : "width"
            if content < view - 1e-9 {
                report(
                    lengthValue.location, "\(path).\(lengthField)",
                    "the content (\(content.shortestDescription(decimals: 3)) pt) is smaller than its view's \(side) (\(view.shortestDescription(decimals: 3)) pt) in the \(name) container; expected a \(lengthField) of at least the view's \(side)"
                )
                ok = false
                break
            }
            if offset > content - view + 1e-9, let at = o["offset"] {
                report(
                    at.location, "\(path).offset",
                    "\(offset.shortestDescription) is past the content's end in the \(name) container; expected an offset from 0 to \((content - view).shortestDescription(decimals: 3)) pt"
                )
                ok = false
                break
            }
        }
        return ok ? .init(axis: axis, contentLength: length, offset: offset, bounces: bounces) : nil
    }

    /// A list of view ids (`requireToFail`, `simultaneous`); checked against the views later.
    mutating func ids(_ v: JSONValue, _ path: String) -> [String]? {
        guard let items = array(v, path) else { return nil }
        return items.enumerated().compactMap { i, item in string(item, "\(path)[\(i)]") }
    }

    /// The interactions' references to scroll content: `content`, `requireToFail` and
    /// `simultaneous` name views with a `scroll`; `atScrollTop` needs a pan `fromTop` and vertical
    /// content to take over from.
    mutating func checkScrollRules(_ interactions: [TransitionSpec.Interaction], items: [JSONValue], views: [TransitionSpec.Role]) {
        let scrolling = views.filter { $0.scroll != nil }.map(\.id)
        for (i, item) in items.enumerated() where item["direct"] == nil {
            guard let x = interactions.first(where: { $0.operation.rawValue == Self.stringValue(item["operation"]) }) else { continue }
            let path = "interactions[\(i)]"
            func check(_ field: String, _ id: String, _ at: JSONValue) {
                guard !scrolling.contains(id) else { return }
                report(
                    at.location, "\(path).\(field)",
                    "no view '\(Excerpt.of(id))' with a 'scroll'"
                        + Suggestion.hint(
                            for: id, among: scrolling,
                            otherwise: scrolling.isEmpty
                                ? "; no view of this preset scrolls" : "; expected one of \(scrolling.map { "'\($0)'" }.joined(separator: ", "))"))
            }
            if let id = x.content, let at = item["content"] { check("content", id, at) }
            for field in ["requireToFail", "simultaneous"] {
                guard case .array(let list)? = item[field]?.kind else { continue }
                for (k, element) in list.enumerated() {
                    if case .string(let id) = element.kind { check("\(field)[\(k)]", id, element) }
                }
            }
            guard x.begins == .atScrollTop, let at = item["begins"] else { continue }
            if x.pan != .fromTop {
                report(
                    at.location, "\(path).begins",
                    "'atScrollTop' hands a downward drag over at the content's top; expected pan 'fromTop', not '\(x.pan.rawValue)'")
            } else if !views.contains(where: { $0.scroll?.axis == .vertical && (x.content == nil || $0.id == x.content) }) {
                report(at.location, "\(path).begins", "'atScrollTop' needs a view with a vertical 'scroll' to take over from")
            }
        }
    }

    static func stringValue(_ v: JSONValue?) -> String? {
        guard case .string(let s)? = v?.kind else { return nil }
        return s
    }
}
