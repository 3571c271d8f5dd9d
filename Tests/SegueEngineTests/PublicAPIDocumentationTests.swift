import Foundation
import Testing

/// The library products (`SegueEngine` and the `SegueText` beneath it, `SegueRender`, `SegueApp`, `SegueUIKit`) are documented: every `public` or
/// `open` declaration in their sources has a `///` doc comment directly above it (attributes such as
/// `@inlinable` may sit between), and so does every case of a public enum, alone or as the first of
/// a group of cases on consecutive lines (a blank line starts a new group).
@Suite("The public API is documented")
struct PublicAPIDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let folders = ["Sources/SegueText", "Sources/SegueEngine", "Sources/SegueRender", "Sources/SegueApp", "Sources/SegueUIKit"]

    /// Declarations that need no doc comment of their own, as `path:text` (the trimmed line).
    /// Empty: keep it so, or say here why an entry is an exception.
    static let exceptions: Set<String> = []

    /// Optional attributes, then `public` or `open` (not `public import`).
    static let publicDeclaration = try! NSRegularExpression(
        pattern: #"^\s*(?:@[A-Za-z_][\w.]*(?:\([^)]*\))?\s+)*(?:public|open)\b(?!\s+import\b)"#)
    /// A line holding nothing but attributes (`@preconcurrency @MainActor`, `@available(*, renamed: "f(_:)")`).
    static let attributeLine = try! NSRegularExpression(pattern: #"^\s*(?:@[A-Za-z_][\w.]*(?:\((?:[^()"]|"[^"]*")*\))?\s*)+$"#)
    /// An enum case declaration (`case a, b`, `case a(Int)`, `case a = "a"`), not a `switch` case.
    static let caseDeclaration = try! NSRegularExpression(
        pattern: #"^\s*(?:indirect\s+)?case\s+[a-z_]\w*\s*(?:\(.*\)|=\s*\S+)?\s*(?:,\s*[a-z_]\w*\s*(?:\(.*\)|=\s*\S+)?\s*)*$"#)

    static func matches(_ regex: NSRegularExpression, _ line: String) -> Bool {
        regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    static func indentation(_ line: String) -> Int { line.prefix { $0 == " " || $0 == "\t" }.count }

    static func isDocComment(_ line: String) -> Bool {
        line.trimmingCharacters(in: .whitespaces).hasPrefix("///")
    }

    /// `path:line: text` for every undocumented public declaration or public enum case of one file.
    static func undocumented(path: String, text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        var found: [String] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if exceptions.contains("\(path):\(trimmed)") { continue }
            if matches(publicDeclaration, line) {
                var above = index - 1
                while above >= 0, matches(attributeLine, lines[above]) { above -= 1 }
                if above < 0 || !isDocComment(lines[above]) { found.append("\(path):\(index + 1): \(trimmed)") }
            } else if matches(caseDeclaration, line), isInPublicEnum(lines, index) {
                var above = index - 1
                while above >= 0, matches(attributeLine, lines[above]) { above -= 1 }
                if above < 0 || !(isDocComment(lines[above]) || matches(caseDeclaration, lines[above])) {
                    found.append("\(path):\(index + 1): \(trimmed)")
                }
            }
        }
        return found
    }

    /// Whether the enclosing declaration (the nearest line above with less indentation) is a public enum.
    static func isInPublicEnum(_ lines: [String], _ index: Int) -> Bool {
        let depth = indentation(lines[index])
        for above in stride(from: index - 1, through: 0, by: -1) {
            let line = lines[above]
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty, indentation(line) < depth else { continue }
            return matches(publicDeclaration, line) && line.contains("enum ")
        }
        return false
    }

    /// Every `.swift` file of the three library folders: (repository-relative path, text), sorted.
    static func librarySources() throws -> [(path: String, text: String)] {
        var files: [(path: String, text: String)] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let path = folder + "/" + url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1)
                files.append((path, try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test("every public declaration of the library products has a doc comment")
    func everyPublicDeclarationIsDocumented() throws {
        let files = try Self.librarySources()
        #expect(files.count > 20, "the library sources were not found under \(Self.root.path)")
        let missing = files.flatMap { Self.undocumented(path: $0.path, text: $0.text) }
        #expect(missing.isEmpty, "undocumented public declarations:\n\(missing.joined(separator: "\n"))")
    }

    @Test("the rule finds what it should and nothing else")
    func ruleExamples() {
        let source = """
            /// Documented.
            public struct A {
                /// Documented through an attribute.
                @inlinable
                public var x: Int { 1 }
                public var y: Int { 2 }
                @discardableResult public func f() -> Int { 3 }
                func g() {}
            }
            public enum E {
                /// The first of a group.
                case a, b
                case c

                case d
                func h(_ e: E) -> Int {
                    switch e {
                    case .a: 0
                    case let .b: 1
                    default: 2
                    }
                }
            }
            enum Internal {
                case q
            }
            public import Foundation
            """
        #expect(
            Self.undocumented(path: "X.swift", text: source) == [
                "X.swift:6: public var y: Int { 2 }",
                "X.swift:7: @discardableResult public func f() -> Int { 3 }",
                "X.swift:10: public enum E {",
                "X.swift:15: case d",
            ])
    }
}
