import Foundation
import SegueTestSupport
import Testing

/// `segue render --format json` checked by a real JSON Schema validator (Python's `jsonschema`,
/// Draft 2020-12) against `docs/segue-scene.schema.json`, the built binary's output piped into it;
/// and the preset schema against every shipped preset with the same validator.
@Suite("segue binary: render --format json against its JSON Schema")
struct SceneSchemaEndToEndTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sceneSchema = repository.appendingPathComponent("docs/segue-scene.schema.json").path
    static let presetSchema = repository.appendingPathComponent("presets/segue-preset.schema.json").path

    /// Validates every JSON document on stdin (one after another) against the schema named by
    /// argv[1], or the files argv[2...] when given; prints "N valid" or the errors and exits 1.
    static let validator = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        check = jsonschema.Draft202012Validator(schema)
        if len(sys.argv) > 2:
            documents = [json.load(open(path)) for path in sys.argv[2:]]
        else:
            text, decoder, documents, at = sys.stdin.read(), json.JSONDecoder(), [], 0
            while text[at:].strip():
                at += len(text[at:]) - len(text[at:].lstrip())
                document, at = decoder.raw_decode(text, at)
                documents.append(document)
        errors = [f"{d.get('preset', d.get('name'))}: {'/'.join(map(str, e.absolute_path))}: {e.message}" for d in documents for e in check.iter_errors(d)]
        print("\\n".join(errors) if errors else f"{len(documents)} valid")
        sys.exit(1 if errors or not documents else 0)
        """

    /// Runs `script` in bash (pipefail on) with the validator in `$VALIDATE` and `segue` in `$SEGUE`.
    func shell(_ script: String) throws -> ProcessResult {
        let segue = try ProcessRunner.productURL("segue")
        let result = try ProcessRunner.run(
            executable: URL(fileURLWithPath: "/bin/bash"), ["-o", "pipefail", "-c", script],
            environment: ["VALIDATE": Self.validator, "SEGUE": segue.path, "SCENE_SCHEMA": Self.sceneSchema], timeout: 120)
        #expect(!result.timedOut)
        return result
    }

    @Test(
        "the scene validates for several presets and options",
        arguments: [
            ["cube", "--progress", "0.5"],
            ["flip", "--operation", "pop", "--progress", "0.75"],
            ["push", "--direction", "fromBottom", "--landscape", "--progress", "0.3"],
            ["layered-fade", "--operation", "pop", "--progress", "0.2"],
            ["trolley", "--progress", "1"],
            ["tab-shape", "--operation", "tabBack", "--progress", "0"],
            ["shared-element", "--operation", "dismiss", "--progress", "0.9"],
            ["app-store"],
        ])
    func validates(arguments: [String]) throws {
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let result = try shell("\"$SEGUE\" render \(quoted) --format json | python3 -c \"$VALIDATE\" \"$SCENE_SCHEMA\"")
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput == "1 valid\n")
    }

    @Test("every preset's scene validates, at 0.25 portrait and at 0.75 landscape")
    func everyPreset() throws {
        let result = try shell(
            """
            for file in '\(Self.repository.appendingPathComponent("presets").path)'/*.json; do
              name=$(basename "$file" .json)
              [ "${name%.schema}" = "$name" ] || continue
              "$SEGUE" render "$name" --progress 0.25 --format json
              "$SEGUE" render "$name" --progress 0.75 --format json --landscape
            done | python3 -c "$VALIDATE" "$SCENE_SCHEMA"
            """)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput == "110 valid\n")
    }

    @Test("the validator refuses a scene that breaks the schema")
    func refusesABrokenScene() throws {
        let result = try shell(
            "\"$SEGUE\" render fade --progress 0 --format json | sed 's/\"alpha\": 1,/\"alpha\": 2,/' | python3 -c \"$VALIDATE\" \"$SCENE_SCHEMA\"")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("alpha: 2 is greater than the maximum of 1"), "\(result.standardOutput)\(result.standardError)")
    }

    @Test("every shipped preset validates against the preset schema")
    func presetsValidate() throws {
        let presets = Self.repository.appendingPathComponent("presets")
        let files = try FileManager.default.contentsOfDirectory(atPath: presets.path)
            .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
            .map { "'" + presets.appendingPathComponent($0).path + "'" }
        let result = try shell("python3 -c \"$VALIDATE\" '\(Self.presetSchema)' \(files.joined(separator: " "))")
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        #expect(result.standardOutput == "\(files.count) valid\n")
    }
}
