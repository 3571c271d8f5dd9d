import Foundation
import Testing

@testable import SeguePresets

/// `presets/segue-preset.schema.json` names exactly the fields the decoder accepts and requires.
@Suite("Preset schema")
struct PresetSchemaTests {
    func schema() throws -> JSONValue {
        try JSONParser.parse(String(contentsOf: RepositoryFiles.presets.appendingPathComponent("segue-preset.schema.json"), encoding: .utf8))
    }

    func keys(_ v: JSONValue?) -> [String] {
        guard let v, case .object(let members) = v.kind else { return [] }
        return members.map(\.key)
    }

    func strings(_ v: JSONValue?) -> [String] {
        guard let v, case .array(let items) = v.kind else { return [] }
        return items.compactMap { if case .string(let s) = $0.kind { s } else { nil } }
    }

    @Test func everyObjectKindMatchesTheDecoder() throws {
        let root = try schema()
        let defs = try #require(root["$defs"])
        for (kind, fields) in PresetFormat.fields {
            let node = kind == "preset" ? root : defs[kind]
            #expect(node != nil, "schema has no $defs/\(kind)")
            #expect(Set(keys(node?["properties"])) == Set(fields), "\(kind) properties")
            #expect(Set(strings(node?["required"])) == Set(PresetFormat.required[kind] ?? []), "\(kind) required")
            #expect(node?["additionalProperties"]?.kind == .bool(false), "\(kind) must refuse unknown fields")
        }
    }

    @Test func enumerationsMatchTheEngine() throws {
        let root = try schema()
        let defs = try #require(root["$defs"])
        #expect(keys(defs["track"]?["properties"]?["animate"]?["properties"]) == PresetFormat.animatableProperties)
        #expect(strings(root["properties"]?["direction"]?["enum"]) == PresetFormat.directions)
        #expect(strings(defs["view"]?["properties"]?["role"]?["enum"]) == PresetFormat.roles)
        #expect(strings(defs["style"]?["properties"]?["kind"]?["enum"]) == PresetFormat.styleKinds)
        #expect(strings(root["properties"]?["operations"]?["items"]?["enum"]) == PresetFormat.forwardOperations.map(\.rawValue))
    }
}
