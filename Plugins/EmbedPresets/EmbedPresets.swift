import Foundation
import PackagePlugin

/// Embeds `presets/*.json` (schemas excepted) in the `SeguePresets` module at build time. The target
/// reaches the folder through its `presets` link, so SwiftPM tracks every file: adding, removing or
/// editing a preset rebuilds the catalog, and the repository keeps no generated copy.
@main
struct EmbedPresets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles(withSuffix: "json").map(\.url)
        let presets =
            files
            .filter { !$0.lastPathComponent.hasSuffix(".schema.json") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInPresets.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(presets.count) presets",
                executable: try context.tool(named: "segue-embed-presets").url,
                arguments: [output.path] + presets.map(\.path),
                inputFiles: files,
                outputFiles: [output])
        ]
    }
}
