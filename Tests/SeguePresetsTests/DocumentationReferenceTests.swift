import Foundation
import Testing

/// The contract lives in this repository: sources, tests and docs cite `docs/*.md` (and other files
/// of the repository) only, never reference documents kept elsewhere, their section numbers or their
/// codes; and every relative link in README.md and docs/*.md reaches a file.
@Suite("Documentation references stay inside the repository")
struct DocumentationReferenceTests {
    static let root = RepositoryFiles.root

    /// Names of reference documents that are not part of the repository, with or without `.md`.
    static let outsideDocuments = [
        "uikit-semantics", "interaction-rules", "seed-libraries", "curves-and-springs",
        "terminal-conventions", "swift-ncurses",
    ]

    /// A cited `*.md` file name or path.
    static let markdownName = try! NSRegularExpression(pattern: #"[A-Za-z0-9_][A-Za-z0-9_./-]*\.md\b"#)
    /// A section sign, a code of an outside document (`PD-16`, `T-5`, `INV-21`), a machine path.
    static let outsideCitation = try! NSRegularExpression(
        pattern: #"§|\b(?:P|PD|INV|S|T|M|I|C|A|N|V|E|R)-[0-9]+[a-z]?\b|\.\./shared/|/w[o]rk/|\b(?:"#
            + outsideDocuments.joined(separator: "|") + #")\b"#)
    /// A Markdown link's target.
    static let linkTarget = try! NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)

    struct File {
        let path: String
        let text: String
        var directory: URL { root.appendingPathComponent(path).deletingLastPathComponent() }
    }

    /// Every `.swift`, `.md`, `.c` and `.h` file under Sources/ and Tests/ (snapshots left out), then
    /// README.md and docs/*.md. This file is left out: it spells the patterns it looks for.
    static func citingFiles() throws -> [File] {
        var files: [File] = []
        let me = URL(fileURLWithPath: #filePath).standardizedFileURL.path
        for folder in ["Sources", "Tests"] {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker {
                if url.lastPathComponent == "Snapshots" {
                    walker.skipDescendants()
                    continue
                }
                guard ["swift", "md", "c", "h"].contains(url.pathExtension), url.standardizedFileURL.path != me else { continue }
                let path = folder + "/" + url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count + 1)
                files.append(File(path: path, text: try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return files.sorted { $0.path < $1.path } + (try markdownPages())
    }

    /// README.md and every docs/*.md.
    static func markdownPages() throws -> [File] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return try (["README.md"] + docs).map {
            File(path: $0, text: try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
        }
    }

    static func matches(_ regex: NSRegularExpression, in line: String, group: Int = 0) -> [String] {
        regex.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap {
            Range($0.range(at: group), in: line).map { String(line[$0]) }
        }
    }

    static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.standardizedFileURL.path) }

    /// `file:line: what` for every `*.md` name that is neither a path from the repository's root nor,
    /// in a Markdown page, a path from the page's folder.
    static func missingDocuments(in file: File) -> [String] {
        file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, line in
            matches(markdownName, in: String(line)).filter { name in
                !exists(root.appendingPathComponent(name))
                    && !(file.path.hasSuffix(".md") && exists(file.directory.appendingPathComponent(name)))
            }.map { "\(file.path):\(index + 1): \($0) is not in the repository" }
        }
    }

    /// `file:line: what` for every citation of an outside document, section number or code.
    static func outsideCitations(in file: File) -> [String] {
        file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, line in
            matches(outsideCitation, in: String(line)).map { "\(file.path):\(index + 1): cites '\($0)'" }
        }
    }

    /// `file:line: target` for every relative link whose file (before any `#fragment`) does not exist.
    static func brokenLinks(in file: File) -> [String] {
        file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().flatMap { index, line in
            matches(linkTarget, in: String(line), group: 1).filter { target in
                let external = ["http:", "https:", "mailto:", "#"].contains { target.hasPrefix($0) }
                let path = String(target.prefix { $0 != "#" })
                return !external && !exists(file.directory.appendingPathComponent(path))
            }.map { "\(file.path):\(index + 1): (\($0)) does not resolve" }
        }
    }

    @Test("the scan covers sources, tests, snapshots left out, and the Markdown pages")
    func scanCoversTheRepository() throws {
        let paths = Set(try Self.citingFiles().map(\.path))
        #expect(paths.contains("Sources/SegueEngine/Timing/Spring.swift"))
        #expect(paths.contains("Tests/SeguePresetsTests/RepositoryFiles.swift"))
        #expect(paths.contains("README.md") && paths.contains("docs/timing.md"))
        #expect(!paths.contains { $0.contains("/Snapshots/") })
    }

    @Test("every *.md that a source, test or doc names is a file of the repository")
    func citedDocumentsExist() throws {
        let problems = try Self.citingFiles().flatMap(Self.missingDocuments)
        #expect(problems.isEmpty, "cite docs/FILE.md (or another file of the repository):\n\(problems.joined(separator: "\n"))")
    }

    @Test("no source, test or doc cites an outside document, a section sign or an outside code")
    func noOutsideCitations() throws {
        let problems = try Self.citingFiles().flatMap(Self.outsideCitations)
        #expect(problems.isEmpty, "point at docs/FILE.md and a section name instead:\n\(problems.joined(separator: "\n"))")
    }

    @Test("every relative link in README.md and docs/*.md resolves")
    func linksResolve() throws {
        let pages = try Self.markdownPages()
        #expect(pages.count > 1)
        let problems = pages.flatMap(Self.brokenLinks)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the checks flag what they are for and pass what is fine")
    func checksAreNotVacuous() {
        // The outside names are put together here so that this file does not itself cite them.
        let semantics = "uikit-" + "semantics"
        let style = "shared/" + "reference/style.md"
        let source = File(
            path: "Sources/Example.swift",
            text: """
                /// As `docs/timing.md` ("Spring reference values") and README.md say; `docs/uikit-contract.md`.
                /// Evenly spaced (T-5 of `\(semantics).md`); see interaction-rules §5.1 and `docs/nowhere.md`.
                /// UIKit would remember the call (PD-16); seed-libraries 4.4; ../\(style)
                """)
        #expect(
            Self.missingDocuments(in: source) == [
                "Sources/Example.swift:2: \(semantics).md is not in the repository",
                "Sources/Example.swift:2: docs/nowhere.md is not in the repository",
                "Sources/Example.swift:3: \(style) is not in the repository",
            ])
        #expect(
            Self.outsideCitations(in: source) == [
                "Sources/Example.swift:2: cites 'T-5'", "Sources/Example.swift:2: cites '\(semantics)'",
                "Sources/Example.swift:2: cites 'interaction-rules'", "Sources/Example.swift:2: cites '§'",
                "Sources/Example.swift:3: cites 'PD-16'", "Sources/Example.swift:3: cites 'seed-libraries'",
                "Sources/Example.swift:3: cites '../shared/'",
            ])
        let page = File(
            path: "docs/example.md",
            text: """
                See [the engine](engine-contract.md#two-figures), [the README](../README.md), [a site](https://swift.org),
                [this section](#top) and [a lost page](lost.md).
                """)
        #expect(Self.brokenLinks(in: page) == ["docs/example.md:2: (lost.md) does not resolve"])
        #expect(Self.missingDocuments(in: page) == ["docs/example.md:2: lost.md is not in the repository"])
    }
}
