/// `segue lint`: checks preset files and folders and returns every problem, sorted.
public enum PresetLinter {
    /// Lints each path: a file is decoded, a folder contributes its `.json` files (not the schema).
    /// Two files declaring the same preset name are a problem too.
    public static func lint(paths: [String], fileSystem: some PresetFileSystem) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var files: [String] = []
        for path in paths {
            switch fileSystem.kind(of: path) {
            case .file?: files.append(path)
            case .directory?:
                do { files += try fileSystem.presetFiles(in: path) } catch {
                    diagnostics.append(Diagnostic(file: path, location: SourceLocation(line: 1, column: 1), path: "", message: "cannot read the folder: \(error)"))
                }
            case nil:
                diagnostics.append(Diagnostic(file: path, location: SourceLocation(line: 1, column: 1), path: "", message: "no such file or folder"))
            }
        }
        var seen: [String: String] = [:]
        for file in files {
            let text: String
            do { text = try fileSystem.read(file) } catch {
                diagnostics.append(Diagnostic(file: file, location: SourceLocation(line: 1, column: 1), path: "", message: "cannot read the file: \(error)"))
                continue
            }
            do {
                let spec = try PresetDecoder.decode(text, file: file)
                if let first = seen[spec.name] {
                    let at = (try? JSONParser.parse(text))?["name"]?.location ?? SourceLocation(line: 1, column: 1)
                    diagnostics.append(Diagnostic(file: file, location: at, path: "name", message: "'\(spec.name)' is already the name of \(first)"))
                } else {
                    seen[spec.name] = file
                }
            } catch {
                diagnostics += error.diagnostics
            }
        }
        return diagnostics.sorted()
    }
}
