import Foundation
import SegueTestSupport
import Testing

/// `segue list` and `segue lint` run as a person runs them: the real binary, from the repository.
@Suite("segue binary: list and lint")
struct PresetCommandEndToEndTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("Tests/SeguePresetsTests/Fixtures")

    func segue(_ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run("segue", arguments, timeout: 60)
    }

    @Test("segue lint presets exits 0; segue list shows every preset file")
    func shippedPresets() throws {
        let presets = Self.repository.appendingPathComponent("presets")
        let lint = try segue(["lint", presets.path])
        #expect(lint.status == 0, "\(lint.standardOutput)\(lint.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: presets.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
            .map { String($0.dropLast(5)) }
        #expect(names.count >= 50)
        let list = try segue(["list"])
        #expect(list.status == 0)
        let listed = Set(list.standardOutput.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
        for name in names { #expect(listed.contains(name), "segue list lacks \(name)") }
    }

    @Test(
        "every broken fixture gives file:line:column errors and exit 1, never a crash",
        arguments: [
            "bad-completion", "deep-nesting", "empty", "huge-numbers", "out-of-range", "syntax-error", "unknown-fields", "wrong-types",
        ])
    func brokenFixture(name: String) throws {
        let file = Self.fixtures.appendingPathComponent(name + ".json").path
        let result = try segue(["lint", file])
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.hasPrefix(file + ":"), "\(line)")
            let location = line.dropFirst(file.count + 1).split(separator: ":").prefix(2)
            #expect(location.count == 2 && location.allSatisfy { Int($0) != nil }, "line and column in \(line)")
        }
        #expect(result.standardError.contains("problem"))
    }
}
