import Foundation
import Testing

/// The engine's folders run one way (ARCHITECTURE.md): a file uses only what its own folder and the
/// folders before it in `order` declare. A folder's subfolders belong to it. Names are the
/// top-level declarations (types, functions, constants); a nested type is reached through its
/// owner's name, so two nested types of the same name never clash. Comments and the text of
/// string literals do not count; code interpolated into a string does.
@Suite("The engine's folders run one way")
struct EngineLayerTests {
    static let engine = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/SegueEngine")

    /// The folders of `Sources/SegueEngine`, lowest first.
    static let order = ["Support", "Geometry", "Timing", "Animator", "Scene", "Transition", "Gesture", "Scroll", "Interaction", "Spec"]

    /// A top-level declaration: optional attributes and modifiers, the keyword, the name.
    static let declaration = try! NSRegularExpression(
        pattern:
            #"^(?:@[A-Za-z_]\w*(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect|nonisolated)\s+)*(?:struct|enum|class|protocol|actor|typealias|func|let|var)\s+([A-Za-z_]\w*)"#,
        options: .anchorsMatchLines)

    /// Every violation in `files` (path relative to the engine's folder → text), as
    /// `Folder/File.swift uses Name, declared in Later`, sorted.
    static func violations(in files: [String: String]) -> [String] {
        var declaredIn: [String: Int] = [:]
        for (path, text) in files {
            guard let layer = layer(of: path) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for match in declaration.matches(in: text, range: range) {
                if let name = Range(match.range(at: 1), in: text) { declaredIn[String(text[name])] = layer }
            }
        }
        var found: [String] = []
        for (path, text) in files {
            guard let layer = layer(of: path) else { continue }
            for name in Set(identifiers(inCodeOf: text)) {
                if let other = declaredIn[name], other > layer { found.append("\(path) uses \(name), declared in \(order[other])") }
            }
        }
        return found.sorted()
    }

    /// The place in `order` of the folder `path` starts with; nil for a file outside them.
    static func layer(of path: String) -> Int? {
        path.split(separator: "/").first.flatMap { order.firstIndex(of: String($0)) }
    }

    /// The identifiers of `text`'s code, without comments or string literal text, and without
    /// member names (`x.Name`).
    static func identifiers(inCodeOf text: String) -> [String] {
        var code = ""
        var chars = Array(text)[...]
        // Each open string: its delimiter's `#` count and whether it is multi-line; interpolations
        // push a parenthesis depth.
        var strings: [(hashes: Int, multiline: Bool)] = []
        var depths: [Int] = []
        func starts(_ s: String) -> Bool { chars.starts(with: s) }
        while let c = chars.first {
            if let open = strings.last, depths.count < strings.count {
                // Inside a literal's text.
                let close = (open.multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: open.hashes)
                if starts(close) {
                    chars.removeFirst(close.count)
                    strings.removeLast()
                } else if starts("\\" + String(repeating: "#", count: open.hashes) + "(") {
                    chars.removeFirst(open.hashes + 2)
                    depths.append(0)
                    code.append(" ")
                } else if c == "\\" && open.hashes == 0 {
                    chars.removeFirst(min(2, chars.count))
                } else {
                    chars.removeFirst()
                }
                continue
            }
            if starts("//") {
                while let d = chars.first, d != "\n" { chars.removeFirst() }
            } else if starts("/*") {
                while !chars.isEmpty, !starts("*/") { chars.removeFirst() }
                chars.removeFirst(min(2, chars.count))
            } else if c == "#" || c == "\"" {
                let hashes = chars.prefix { $0 == "#" }.count
                let rest = chars.dropFirst(hashes)
                guard rest.first == "\"" else {
                    code.append(c)
                    chars.removeFirst()
                    continue
                }
                let multiline = rest.starts(with: "\"\"\"")
                chars.removeFirst(hashes + (multiline ? 3 : 1))
                strings.append((hashes, multiline))
                code.append(" ")
            } else if !depths.isEmpty && c == "(" {
                depths[depths.count - 1] += 1
                code.append(c)
                chars.removeFirst()
            } else if !depths.isEmpty && c == ")" {
                chars.removeFirst()
                if depths[depths.count - 1] == 0 { depths.removeLast() } else { depths[depths.count - 1] -= 1 }
                code.append(" ")
            } else {
                code.append(c)
                chars.removeFirst()
            }
        }
        var names: [String] = []
        var current = ""
        var afterDot = false
        for c in code + " " {
            if c.isLetter || c.isNumber || c == "_" {
                current.append(c)
            } else {
                if !current.isEmpty, !afterDot, !(current.first?.isNumber ?? false) { names.append(current) }
                afterDot = current.isEmpty ? (c == "." || (afterDot && c.isWhitespace)) : c == "."
                current = ""
            }
        }
        return names
    }

    /// The engine's Swift files, by path relative to its folder.
    static func engineFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        let paths = FileManager.default.enumerator(atPath: engine.path)?.compactMap { $0 as? String } ?? []
        for path in paths where path.hasSuffix(".swift") {
            files[path] = try String(contentsOf: engine.appendingPathComponent(path), encoding: .utf8)
        }
        return files
    }

    @Test("no file uses a name declared in a folder after its own")
    func noFileReachesUp() throws {
        let files = try Self.engineFiles()
        #expect(files.count > 50)
        #expect(Self.violations(in: files) == [])
    }

    @Test("every folder of the engine has its place in the order")
    func everyFolderIsOrdered() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.engine.path).filter { !$0.hasSuffix(".swift") }
        #expect(folders.filter { !Self.order.contains($0) } == [])
        #expect(try Self.engineFiles().keys.filter { Self.layer(of: $0) == nil } == [])
    }

    @Test("a use of a later folder's type, function or constant is found; comments and string text are not")
    func theCheckFindsAViolation() {
        let files = [
            "Geometry/Point.swift": """
            /// Not a `Spring` (a comment).
            public struct Point { var label = "a Spring"; var raw = #"Spring \\(x)"# }
            extension Point { func springy() -> Double { "\\(Spring(stiffness: 1).value)".count + limit } }
            """,
            "Timing/Spring.swift": "public struct Spring { let value = 0.0 }\npublic let limit = 3\n",
            "Timing/Other.swift": "struct Other { var p: Point; var spring: Spring }",
        ]
        #expect(
            Self.violations(in: files) == [
                "Geometry/Point.swift uses Spring, declared in Timing", "Geometry/Point.swift uses limit, declared in Timing",
            ])
        #expect(
            Self.violations(in: ["Geometry/A.swift": "struct A { var b: B.Nested }", "Timing/B.swift": "struct B {}"]) == [
                "Geometry/A.swift uses B, declared in Timing"
            ])
        #expect(Self.violations(in: ["Geometry/A.swift": "struct A { var b = x.B }", "Timing/B.swift": "struct B {}"]) == [])
    }
}
