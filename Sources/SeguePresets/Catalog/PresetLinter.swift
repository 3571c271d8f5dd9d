import SegueEngine
import SegueText

/// `segue lint`: checks preset files and folders and returns every problem, sorted.
public enum PresetLinter {
    /// Lints each path: a file is decoded, a folder contributes its `.json` files (not the schema).
    /// Two files declaring the same preset name are a problem too.
    public static func lint(paths: [String], fileSystem: some PresetFileSystem) -> [Diagnostic] {
        check(paths: paths, fileSystem: fileSystem).diagnostics
    }

    /// What one lint run found: every problem, and how much was checked.
    public struct Report: Hashable, Sendable {
        public var diagnostics: [Diagnostic]
        /// Preset files read (or tried).
        public var files: Int
        /// Files that decoded into a valid preset.
        public var presets: Int
        /// Files with at least one problem.
        public var filesWithProblems: Int { Set(diagnostics.map(\.file)).count }

        /// `checked 57 files: 57 presets, no problems`, or `3 problems in 2 of 57 files; 55 presets are valid`.
        public var summary: String {
            func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
            if diagnostics.isEmpty { return "checked \(plural(files, "file")): \(plural(presets, "preset")), no problems" }
            return "\(plural(diagnostics.count, "problem")) in \(filesWithProblems) of \(plural(files, "file")); \(plural(presets, "preset")) valid"
        }
    }

    /// `lint`, with the counts.
    public static func check(paths: [String], fileSystem: some PresetFileSystem) -> Report {
        var diagnostics: [Diagnostic] = []
        var presets = 0
        // Paths named on the command line that are not files (missing, a device) count as checked.
        var unreadable = 0
        var files: [String] = []
        for path in paths {
            switch fileSystem.kind(of: path) {
            case .file?: files.append(path)
            case .directory?:
                do { files += try fileSystem.presetFiles(in: path) } catch {
                    diagnostics.append(
                        Diagnostic(file: path, location: SourceLocation(line: 1, column: 1), path: "", message: "cannot read the folder: \(error)"))
                }
            case .special?:
                unreadable += 1
                diagnostics.append(
                    Diagnostic(
                        file: path, location: SourceLocation(line: 1, column: 1), path: "",
                        message: "not a regular file (a device, FIFO or socket); lint reads preset files and folders"))
            case nil:
                unreadable += 1
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
                presets += 1
                if let first = seen[spec.name] {
                    let at = (try? JSONParser.parse(text))?["name"]?.location ?? SourceLocation(line: 1, column: 1)
                    diagnostics.append(
                        Diagnostic(file: file, location: at, path: "name", message: "'\(Excerpt.of(spec.name))' is already the name of \(first)"))
                } else {
                    seen[spec.name] = file
                }
            } catch {
                diagnostics += error.diagnostics
            }
        }
        return Report(diagnostics: diagnostics.sorted(), files: files.count + unreadable, presets: presets)
    }
}
