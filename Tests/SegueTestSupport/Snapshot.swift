import Foundation

/// Golden-file assertion for text, with no dependency.
///
/// The golden file is `Snapshots/<name>.txt` next to the calling test file. When it is missing, or
/// when `SEGUE_RECORD_SNAPSHOTS=1` is set, the current text is written and the check fails with
/// "recorded", so a recording run can never pass by accident. On a mismatch the failure message is
/// a line diff (`-` golden, `+` actual) with each line quoted, so trailing blanks show.
///
/// - Returns: nil when the text matches the golden file, else the failure message.
public func snapshotMismatch(_ actual: String, named name: String, filePath: StaticString = #filePath) -> String? {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let folder = testFile.deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = folder.appendingPathComponent(name + ".txt")
    let normalized = actual.replacingOccurrences(of: "\r\n", with: "\n")
    let record = ProcessInfo.processInfo.environment["SEGUE_RECORD_SNAPSHOTS"].map { !$0.isEmpty && $0 != "0" } ?? false
    let existing = try? String(contentsOf: file, encoding: .utf8)
    if record || existing == nil {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        do { try (normalized + "\n").write(to: file, atomically: true, encoding: .utf8) } catch {
            return "could not record snapshot \(file.path): \(error)"
        }
        return "recorded snapshot \(file.lastPathComponent); run again without SEGUE_RECORD_SNAPSHOTS to check it"
    }
    var golden = existing!.replacingOccurrences(of: "\r\n", with: "\n")
    if golden.hasSuffix("\n") { golden.removeLast() }
    if golden == normalized { return nil }
    return "snapshot \(name) differs (- golden, + actual):\n" + lineDiff(golden, normalized)
}

/// A minimal line diff (longest common subsequence), each line quoted so trailing blanks show.
public func lineDiff(_ old: String, _ new: String) -> String {
    let a = old.components(separatedBy: "\n")
    let b = new.components(separatedBy: "\n")
    var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var out: [String] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] {
            out.append("  \"\(a[i])\"")
            i += 1
            j += 1
        } else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] {
            out.append("+ \"\(b[j])\"")
            j += 1
        } else {
            out.append("- \"\(a[i])\"")
            i += 1
        }
    }
    return out.joined(separator: "\n")
}
